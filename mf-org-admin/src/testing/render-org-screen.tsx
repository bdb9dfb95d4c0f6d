import { foldForSearch, restoreSession, type SessionPayload, type User, USER_ID_STORAGE_KEY } from '@portal/shared-api';
import { type FakeApi, type FakeHandler, type FakeRoutes, installFakeApi } from '@portal/shared-api/testing';
import { Loader, PortalToaster } from '@portal/shared-ui';
import { render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createOrgAdminRoutes } from '../routes';
import { type Organisation, organisation, sessionOf, USERS } from './fixtures';

export const collection = (members: unknown[]) => ({ status: 200, data: { 'hydra:member': members, 'hydra:totalItems': members.length } });

/**
 * Answers the two user calls screens make, like the server would: `?search=`
 * (live users whose name or e-mail holds the text) and `?id=` look-ups.
 */
function usersHandler(users: User[], key: string): FakeHandler | undefined {
  if (!key.startsWith('GET /api/users?')) return undefined;
  const params = new URLSearchParams(key.slice(key.indexOf('?') + 1));
  const search = params.get('search');
  const ids = params.get('id')?.split(',').map(Number);
  const matches = (user: User) => foldForSearch(`${user.name ?? ''} ${user.email}`).includes(foldForSearch(search ?? ''));
  if (search !== null) return () => collection(users.filter((user) => !user.deleted && matches(user)));
  if (ids) return () => collection(users.filter((user) => ids.includes(user.id)));
  return undefined;
}

type Options = { path: string; session?: SessionPayload; data?: Organisation; routes?: FakeRoutes };

/**
 * Renders one of this remote's screens with the real routes and router, the
 * session restored through the API, and the HTTP boundary answered by `routes`
 * (on top of the organisation lists).
 */
export async function renderOrgScreen({ path, session = sessionOf(USERS.admin, ['ROLE_ADMIN']), data = organisation(), routes = {} }: Options) {
  const fixed: FakeRoutes = {
    [`GET /api/session/${session.user.id}`]: () => ({ status: 200, data: session }),
    'GET /api/departments': () => collection(data.departments),
    'GET /api/subdepartments': () => collection(data.subdepartments),
    'GET /api/teams': () => collection(data.teams),
    ...routes,
  };
  const api: FakeApi = installFakeApi(
    new Proxy(fixed, { get: (target, key) => (typeof key === 'string' ? (target[key] ?? usersHandler(data.users, key)) : undefined) }),
  );
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
