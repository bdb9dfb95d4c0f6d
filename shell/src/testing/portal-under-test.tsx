/**
 * The shell's real route table in a memory router, with this test's remotes
 * file and remote modules, a signed-in user from a fake HTTP layer, and the
 * real layout, guards and patcher.
 */
import { login, resetAllStores, type SessionUser } from '@portal/shared-api';
import { installFakeApi } from '@portal/shared-api/testing';
import type { RemoteRouteObject } from '@portal/shared-ui';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadPortalRegistry } from '../federation/portal-registry';
import type { RemoteConfig } from '../federation/remotes-config';
import { createPortalRoutes } from '../router/create-portal-router';
import { createRemotePatcher } from '../router/patch-remote-routes';

const user = (id: number, roles: string[]): Partial<SessionUser> =>
  ({
    '@id': `/api/users/${id}`,
    id,
    email: `user${id}@empresa.es`,
    name: `Usuario ${id}`,
    roles,
    departments: [],
    encargadoDepartments: [],
    encargadoTeams: [],
    subdepartments: [],
    teams: [],
  }) as Partial<SessionUser>;

export const MEMBER = user(7, ['ROLE_USER']);
export const ADMIN = user(1, ['ROLE_ADMIN']);

export async function logInAs(who: Partial<SessionUser>): Promise<void> {
  const api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: { user: who } }) });
  await act(async () => {
    await login(String(who.email), 'Portal2026!');
  });
  api.restore();
}

export async function logOut(): Promise<void> {
  await act(async () => {
    resetAllStores();
  });
}

/** Renders the portal at `path` with `remotes` as this environment's registry (the test mocks `portal-registry`). */
export function renderPortal(path: string, remotes: RemoteConfig[]) {
  jest.mocked(loadPortalRegistry).mockResolvedValue({ remotes, problems: [] });
  const router = createMemoryRouter(createPortalRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createRemotePatcher(async () => remotes),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** What a remote's `./routes` would export for the file's routes: one heading per screen. */
export function fakeRemoteRoutes(remote: RemoteConfig): RemoteRouteObject[] {
  return remote.routes.map((route) => ({
    path: route.path,
    handle: { title: `Pantalla ${route.path}`, access: route.access as RemoteRouteObject['handle']['access'] },
    element: <h1>Pantalla {route.path}</h1>,
  }));
}
