import { installFakeApi } from '@portal/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/portal-under-test';

jest.mock('../../federation/portal-registry');

const RESET_ANSWER = 'Si la dirección corresponde a una cuenta, recibirá un correo con un enlace para cambiar la contraseña.';
const INVALID_LINK = 'El enlace no es válido o ha caducado.';
const invalidLink = () => ({ status: 400, data: { '@type': 'hydra:Error', 'hydra:description': INVALID_LINK, error: INVALID_LINK } });

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

describe('/passwordreset', () => {
  it('is reached from the login page and always gives the same answer', async () => {
    api = installFakeApi({ 'POST /api/password_reset/request': () => ({ status: 202, data: { message: RESET_ANSWER } }) });
    renderPortal('/login', []);
    await userEvent.click(await screen.findByRole('link', { name: '¿Ha olvidado su contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' ana@empresa.es ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_ANSWER);
    expect(api.calls).toEqual([{ key: 'POST /api/password_reset/request', body: { email: 'ana@empresa.es' } }]);
  });

  it('says when the limit is reached or the server is away, and keeps the address', async () => {
    const limit = 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.';
    let answer = { status: 429, data: { 'hydra:description': limit, error: limit } };
    api = installFakeApi({ 'POST /api/password_reset/request': () => answer });
    renderPortal('/passwordreset', []);
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'ana@empresa.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    answer = { status: 503, data: {} as never };
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido enviar la solicitud. Inténtelo de nuevo más tarde.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@empresa.es');
  });
});

describe('/passwordchange', () => {
  const fill = async (password: string, repeated: string) => {
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), password);
    await userEvent.type(screen.getByLabelText('Repita la contraseña'), repeated);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  };

  it('sets the password from a reset link and leads to /login, signed out', async () => {
    api = installFakeApi({
      'GET /api/password_reset/check?token=abc': () => ({ status: 200, data: { purpose: 'reset' } }),
      'POST /api/password_reset/confirm': () => ({ status: 204 }),
    });
    const router = renderPortal('/passwordchange?token=abc', []);
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await fill('corta', 'corta');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
    await userEvent.clear(screen.getByLabelText('Nueva contraseña'));
    await userEvent.clear(screen.getByLabelText('Repita la contraseña'));
    await fill('NuevaClave2027', 'NuevaClave2028');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/password_reset/check?token=abc']);

    await userEvent.clear(screen.getByLabelText('Repita la contraseña'));
    await userEvent.type(screen.getByLabelText('Repita la contraseña'), 'NuevaClave2027');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña cambiada. Ya puede iniciar sesión.');
    expect(api.calls.at(-1)).toEqual({ key: 'POST /api/password_reset/confirm', body: { token: 'abc', password: 'NuevaClave2027' } });
  });

  it('reads "Establezca su contraseña" for an invitation', async () => {
    api = installFakeApi({ 'GET /api/password_reset/check?token=inv': () => ({ status: 200, data: { purpose: 'invitation' } }) });
    renderPortal('/passwordchange?token=inv', []);
    expect(await screen.findByRole('heading', { name: 'Establezca su contraseña' })).toBeInTheDocument();
  });

  it('a used, expired or unknown link offers to ask for a new one', async () => {
    api = installFakeApi({ 'GET /api/password_reset/check?token=old': invalidLink });
    renderPortal('/passwordchange?token=old', []);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    await userEvent.click(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' }));
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
  });

  it('a link spent meanwhile is told on saving; a server away keeps what was typed', async () => {
    let confirm = { status: 503, data: {} as unknown };
    api = installFakeApi({
      'GET /api/password_reset/check?token=abc': () => ({ status: 200, data: { purpose: 'reset' } }),
      'POST /api/password_reset/confirm': () => confirm,
    });
    renderPortal('/passwordchange?token=abc', []);
    await fill('NuevaClave2027', 'NuevaClave2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cambiar la contraseña. Inténtelo de nuevo más tarde.');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('NuevaClave2027');
    confirm = invalidLink();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
  });

  it('a link that cannot be checked can be checked again', async () => {
    let check = { status: 503, data: {} as unknown };
    api = installFakeApi({ 'GET /api/password_reset/check?token=abc': () => check });
    renderPortal('/passwordchange?token=abc', []);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido comprobar el enlace.');
    check = { status: 200, data: { purpose: 'reset' } };
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
  });
});
