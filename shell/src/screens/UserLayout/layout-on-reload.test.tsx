import { resetAllStores } from '@portal/shared-api';
import { type FakeApi, type FakeHandler, installFakeApi } from '@portal/shared-api/testing';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadRemoteRoutes } from '../../federation/load-remote-routes';
import { loadPortalRegistry } from '../../federation/portal-registry';
import type { RemotesConfig } from '../../federation/remotes-config';
import { createPortalRoutes } from '../../router/create-portal-router';
import { createRemotePatcher } from '../../router/patch-remote-routes';
import { fakeRemoteRoutes, logInAs, logOut, MEMBER } from '../../testing/portal-under-test';

jest.mock('../../federation/portal-registry');
jest.mock('../../federation/load-remote-routes');

const SCREEN = '/calendario';
const config: RemotesConfig = {
  remotes: [
    {
      name: 'mf_profile',
      entry: 'http://127.0.0.1:3105/mf-manifest.json',
      enabled: true,
      routes: [{ path: SCREEN, access: 'isAuthenticated', deniedRedirect: '/login' }],
      nav: [{ label: 'Calendario', path: SCREEN, group: 'mi-trabajo' }],
    },
  ],
  problems: [],
};

/** A promise this test settles when it chooses. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

let api: FakeApi | null = null;

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => ({ ok: true, routes: fakeRemoteRoutes(remote) }));
});
afterEach(async () => {
  api?.restore();
  api = null;
  await logOut();
});

/** A reload: nothing in memory, local storage as the last page left it. */
async function reloadKeepingStorage() {
  const kept = { ...localStorage };
  await act(async () => resetAllStores());
  for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
}

it('draws the header, the menu and placeholders for the screen before the session and the registry answer, then the screen', async () => {
  await logInAs(MEMBER);
  await reloadKeepingStorage();
  const session = held<ReturnType<FakeHandler>>();
  const registry = held<RemotesConfig>();
  const empty: FakeHandler = () => ({ status: 200, data: { 'hydra:member': [], 'hydra:totalItems': 0 } });
  api = installFakeApi(new Proxy({}, { get: (_routes, key) => (key === `GET /api/session/${MEMBER.id}` ? () => session.promise : empty) }));
  jest.mocked(loadPortalRegistry).mockReturnValue(registry.promise);
  const router = createMemoryRouter(createPortalRoutes(), {
    initialEntries: [SCREEN],
    patchRoutesOnNavigation: createRemotePatcher(async () => config.remotes),
  });
  render(<RouterProvider router={router} />);

  // Only local storage is known: the frame and the placeholders, nothing of the screen.
  expect(await screen.findByTestId('current-user')).toHaveTextContent('Hola, Usuario');
  const placeholder = screen.getByTestId('page-skeleton');
  expect(placeholder).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  const menu = screen.getByRole('complementary', { name: 'Menú principal' });
  expect(within(menu).queryByRole('link', { name: 'Calendario' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: `Pantalla ${SCREEN}` })).not.toBeInTheDocument();

  // The registry names the menu's entries; the screen still waits for the session.
  await act(async () => registry.settle(config));
  expect(await within(menu).findByRole('link', { name: 'Calendario' })).toBeInTheDocument();
  expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();

  await act(async () => session.settle({ status: 200, data: { user: MEMBER } }));
  expect(await screen.findByRole('heading', { name: `Pantalla ${SCREEN}` })).toBeInTheDocument();
  expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  expect(screen.getByTestId('current-user')).toHaveTextContent('Hola, Usuario');
});

it('draws no frame for a browser where nobody signed in, and sends the visitor to sign in', async () => {
  api = installFakeApi({});
  jest.mocked(loadPortalRegistry).mockResolvedValue(config);
  const router = createMemoryRouter(createPortalRoutes(), {
    initialEntries: [SCREEN],
    patchRoutesOnNavigation: createRemotePatcher(async () => config.remotes),
  });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.queryByTestId('current-user')).not.toBeInTheDocument();
  expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
});
