import { installFakeApi } from '@portal/shared-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/portal-under-test';

jest.mock('../../federation/portal-registry');

const INVALID_LINK = 'El enlace no es válido o ha caducado.';
const TAKEN = 'Ya existe un usuario con ese correo';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

describe('/emailchange', () => {
  it('confirms a new address only when the person presses the button, then leads to the sign-in', async () => {
    api = installFakeApi({
      'GET /api/email_change/check?token=abc': () => ({ status: 200, data: { purpose: 'confirm', email: 'ana.nueva@empresa.es' } }),
      'POST /api/email_change/confirm': () => ({ status: 204 }),
    });
    renderPortal('/emailchange?token=abc', []);
    expect(await screen.findByRole('heading', { name: 'Confirmar la nueva dirección de correo' })).toBeInTheDocument();
    expect(screen.getByText(/pasará a usar ana\.nueva@empresa\.es/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar la nueva dirección' }));
    expect(await screen.findByRole('status')).toHaveTextContent('La dirección de correo ha cambiado. Inicie sesión con ana.nueva@empresa.es.');
    expect(api.calls.at(-1)).toEqual({ key: 'POST /api/email_change/confirm', body: { token: 'abc' } });
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('reports a change from the old address', async () => {
    api = installFakeApi({
      'GET /api/email_change/check?token=old': () => ({ status: 200, data: { purpose: 'report', email: 'ana.garcia@empresa.es' } }),
      'POST /api/email_change/report': () => ({ status: 204 }),
    });
    renderPortal('/emailchange?token=old', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Informar del cambio' }));
    expect(await screen.findByRole('status')).toHaveTextContent('La cuenta vuelve a usar ana.garcia@empresa.es');
    expect(api.calls.at(-1)).toEqual({ key: 'POST /api/email_change/report', body: { token: 'old' } });
  });

  it('keeps the button when the address was taken meanwhile or the server is away', async () => {
    let confirm = { status: 409, data: { 'hydra:description': TAKEN, error: TAKEN } };
    api = installFakeApi({
      'GET /api/email_change/check?token=abc': () => ({ status: 200, data: { purpose: 'confirm', email: 'ana.nueva@empresa.es' } }),
      'POST /api/email_change/confirm': () => confirm,
    });
    renderPortal('/emailchange?token=abc', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar la nueva dirección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
    confirm = { status: 503, data: {} as never };
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar la nueva dirección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido completar. Inténtelo de nuevo más tarde.');
    expect(api.calls.filter((call) => call.key === 'POST /api/email_change/confirm')).toHaveLength(2);
  });

  it('says so when the link is no longer valid', async () => {
    api = installFakeApi({
      'GET /api/email_change/check?token=gone': () => ({ status: 400, data: { 'hydra:description': INVALID_LINK, error: INVALID_LINK } }),
    });
    renderPortal('/emailchange?token=gone', []);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
