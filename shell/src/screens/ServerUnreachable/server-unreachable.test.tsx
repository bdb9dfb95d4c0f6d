import { LAST_SESSION_STORAGE_KEY, resetAllStores, USER_ID_STORAGE_KEY } from '@portal/shared-api';
import { type FakeApi, type FakeHandler, installFakeApi } from '@portal/shared-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { loadRemoteRoutes } from '../../federation/load-remote-routes';
import { parseRemotesConfig } from '../../federation/remotes-config';
import { ADMIN, fakeRemoteRoutes, logInAs, logOut, renderPortal } from '../../testing/portal-under-test';
import { servedRemotesFile } from '../../testing/served-remotes-file';

jest.mock('../../federation/portal-registry');
jest.mock('../../federation/load-remote-routes');

const { remotes } = parseRemotesConfig(servedRemotesFile());
const OUTAGE_TEXT = 'No se puede conectar con el servidor. Reintentando…';
const SCREEN = '/horarios/autorizar';

const serverDown: FakeHandler = () => ({ status: 503, data: 'Service Unavailable' });
const connectionRefused: FakeHandler = ({ config }) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};
const emptyCollection: FakeHandler = () => ({ status: 200, data: { 'hydra:member': [], 'hydra:totalItems': 0 } });

let api: FakeApi | null = null;
/** Every call of the page (session, notices, clocks…) gets `others`, the session restore gets `session`. */
function answer(session: FakeHandler, others: FakeHandler = session) {
  api?.restore();
  api = installFakeApi(new Proxy({}, { get: (_routes, key) => (key === `GET /api/session/${ADMIN.id}` ? session : others) }));
}
const sessionIsBack: FakeHandler = () => ({ status: 200, data: { user: ADMIN } });

/** A reload of the page: nothing in memory, local storage as the last page left it. */
async function reloadKeepingStorage() {
  const kept = { ...localStorage };
  await act(async () => resetAllStores());
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
}

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => ({ ok: true, routes: fakeRemoteRoutes(remote) }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  api?.restore();
  api = null;
  await logOut();
});

describe('opening the portal while the API cannot be reached', () => {
  it('keeps the session and shows the layout with the last known person at the same URL, then loads once the API answers', async () => {
    await logInAs(ADMIN);
    await reloadKeepingStorage();
    answer(serverDown);
    const router = renderPortal(SCREEN, remotes);

    expect(await screen.findByRole('heading', { name: `Pantalla ${SCREEN}` })).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('Hola, Usuario');
    expect(screen.getByRole('complementary', { name: 'Menú principal' })).toHaveTextContent('Cambios de horario');
    expect(screen.getByRole('status')).toHaveTextContent(OUTAGE_TEXT);
    expect(router.state.location.pathname).toBe(SCREEN);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(String(ADMIN.id));

    answer(sessionIsBack, emptyCollection);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(OUTAGE_TEXT)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: `Pantalla ${SCREEN}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SCREEN);
  });

  it('with nobody known here, shows the whole page with "Reintentar", which retries and then renders the page', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, String(ADMIN.id));
    answer(connectionRefused);
    const router = renderPortal(SCREEN, remotes);

    expect(await screen.findByRole('alert')).toHaveTextContent(OUTAGE_TEXT);
    expect(screen.queryByRole('complementary', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SCREEN);

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTAGE_TEXT);

    answer(sessionIsBack, emptyCollection);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: `Pantalla ${SCREEN}` })).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('Hola, Usuario');
    expect(router.state.location.pathname).toBe(SCREEN);
  });

  it('retries by itself and carries on at the same URL', async () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, String(ADMIN.id));
    answer(serverDown);
    const router = renderPortal('/user', remotes);
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTAGE_TEXT);

    answer(sessionIsBack, emptyCollection);
    expect(await screen.findByTestId('current-user', {}, { timeout: 5_000 })).toHaveTextContent('Hola, Usuario');
    expect(router.state.location.pathname).toBe('/user');
  });
});

it('still signs out on a 401, forgetting the last known person', async () => {
  await logInAs(ADMIN);
  await reloadKeepingStorage();
  answer(() => ({ status: 401, data: { error: 'Sesión caducada' } }));
  const router = renderPortal(SCREEN, remotes);

  expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(LAST_SESSION_STORAGE_KEY)).toBeNull();
});
