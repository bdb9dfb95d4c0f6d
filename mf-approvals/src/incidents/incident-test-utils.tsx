/** Test helpers of the incident screens: a logged-in user and the remote's routes in a memory router. */
import { login, resetAllStores, type SessionUser } from '@portal/shared-api';
import { PortalStoreProvider } from '@portal/shared-api/react';
import { type FakeApi, installFakeApi } from '@portal/shared-api/testing';
import { Loader, PortalToaster } from '@portal/shared-ui';
import { act, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApprovalsRoutes } from '../routes';

export const ANA: Partial<SessionUser> = {
  '@id': '/api/users/7',
  id: 7,
  email: 'ana.garcia@empresa.es',
  name: 'Ana García',
  roles: ['ROLE_USER'],
  departments: [
    { '@id': '/api/departments/1', id: 1, name: 'Tecnología', logo: null, deleted: false },
    { '@id': '/api/departments/2', id: 2, name: 'Operaciones', logo: null, deleted: false },
  ],
  encargadoDepartments: [],
  encargadoTeams: [],
  subdepartments: [],
  teams: [],
};

/** Puts `user` in the session store, as a login would. */
export async function logInAs(user: Partial<SessionUser>): Promise<void> {
  const api = installFakeApi({ 'POST /api/login': () => ({ status: 200, data: { user } }) });
  await act(async () => {
    await login(String(user.email), 'Portal2026!');
  });
  api.restore();
}

export const logOut = () => act(() => resetAllStores());

/** After each test: the fake HTTP boundary `currentApi()` is removed, toasts are cleared and the session ends. */
export function resetAfterEachTest(currentApi: () => FakeApi | undefined): void {
  afterEach(async () => {
    currentApi()?.restore();
    toast.remove();
    await logOut();
  });
}

/** Renders the remote's routes at `path`, inside the store provider, with the toaster. */
export function renderAt(path: string) {
  const router = createMemoryRouter([{ HydrateFallback: Loader, children: createApprovalsRoutes() }], { initialEntries: [path] });
  render(
    <PortalStoreProvider>
      <RouterProvider router={router} />
      <PortalToaster />
    </PortalStoreProvider>,
  );
  return router;
}

export const collection = (members: unknown[]) => ({ status: 200, data: { 'hydra:member': members, 'hydra:totalItems': members.length } });
