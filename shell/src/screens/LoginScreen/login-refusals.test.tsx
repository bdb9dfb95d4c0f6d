import { installFakeApi } from '@portal/shared-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/portal-under-test';
import { login as loginTexts } from './login-texts';

jest.mock('../../federation/portal-registry');

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

it.each([
  [401, loginTexts.invalidCredentials],
  [403, loginTexts.accountBanned],
  [429, loginTexts.tooManyAttempts],
  [503, loginTexts.unavailable],
])('a sign-in refused with %i says why and keeps the address', async (status, message) => {
  api = installFakeApi({ 'POST /api/login': () => ({ status, data: { 'hydra:description': 'x' } }) });
  renderPortal('/login', []);
  await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'laura.diaz@empresa.es');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Portal2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(api.calls.map((call) => call.key)).toEqual(['POST /api/login']);
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('laura.diaz@empresa.es');
});
