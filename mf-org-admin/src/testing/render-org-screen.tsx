import { restoreSession, type SessionPayload, USER_ID_STORAGE_KEY } from '@portal/shared-api';
import { type FakeApi, type FakeRoutes, installFakeApi } from '@portal/shared-api/testing';
import { Loader, PortalToaster } from '@portal/shared-ui';
import { render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createOrgAdminRoutes } from '../routes';
import { type Organisation, organisation, sessionOf, USERS } from './fixtures';

export const collection = (members: unknown[]) => ({ status: 200, data: { 'hydra:member': members, 'hydra:totalItems': members.length } });

type Options = { path: string; session?: SessionPayload; data?: Organisation; routes?: FakeRoutes };

/**
 * Renders one of this remote's screens with the real routes and router, the
 * session restored through the API, and the HTTP boundary answered by `routes`
 * (on top of the organisation lists).
 */
export async function renderOrgScreen({ path, session = sessionOf(USERS.admin, ['ROLE_ADMIN']), data = organisation(), routes = {} }: Options) {
  const api: FakeApi = installFakeApi({
    [`GET /api/session/${session.user.id}`]: () => ({ status: 200, data: session }),
    'GET /api/departments': () => collection(data.departments),
    'GET /api/subdepartments': () => collection(data.subdepartments),
    'GET /api/teams': () => collection(data.teams),
    'GET /api/users': () => collection(data.users),
    ...routes,
  });
  localStorage.setItem(USER_ID_STORAGE_KEY, String(session.user.id));
  await restoreSession();
  const router = createMemoryRouter([{ HydrateFallback: Loader, children: createOrgAdminRoutes() }], { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <PortalToaster />
    </>,
  );
  return { api, router, data };
}

/** Call from `afterEach`. */
export function cleanUpOrgScreen(api: FakeApi | undefined) {
  api?.restore();
  toast.remove();
  localStorage.clear();
}
