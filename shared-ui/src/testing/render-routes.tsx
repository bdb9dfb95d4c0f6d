/**
 * The one harness of screen tests: a remote's real routes in a memory router,
 * the real shared-api client over a fake HTTP layer (a call the test did not
 * list fails the test), the store provider and the toaster. For tests only.
 */
import { resetAllStores, restoreSession, type SessionPayload, USER_ID_STORAGE_KEY } from '@portal/shared-api';
import { PortalStoreProvider } from '@portal/shared-api/react';
import { type FakeApi, type FakeReply, type FakeRoutes, installFakeApi } from '@portal/shared-api/testing';
import { act, render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { PortalToaster } from '../toast';
import { Loader } from '../components/Loader';

let installed: FakeApi | null = null;

/** Answers the client from `routes` from now on (replacing the previous table). */
export function fakeApi(routes: FakeRoutes): FakeApi {
  installed?.restore();
  installed = installFakeApi(routes);
  return installed;
}

/** Puts `session` in the store as a restored session would (its user id stored, `GET /api/session/{id}` answered). */
export async function signIn(session: Pick<SessionPayload, 'user'> & Partial<SessionPayload>): Promise<void> {
  const id = session.user.id;
  const once = installFakeApi({ [`GET /api/session/${id}`]: () => ({ status: 200, data: session }) });
  localStorage.setItem(USER_ID_STORAGE_KEY, String(id));
  try {
    await act(async () => {
      await restoreSession();
    });
  } finally {
    once.restore();
  }
}

/** `api`: the answers of the HTTP layer; without it, those of the last `fakeApi(...)` call (or none). */
export type RenderRoutesOptions = { path: string; api?: FakeRoutes };

/** Renders `routes` (fresh objects: call the remote's `createXRoutes()`) at `path`. */
export function renderRoutes(routes: RouteObject[], { path, api }: RenderRoutesOptions) {
  const fake = api || !installed ? fakeApi(api ?? {}) : installed;
  const router = createMemoryRouter([{ HydrateFallback: Loader, children: routes }], { initialEntries: [path] });
  const view = render(
    <PortalStoreProvider>
      <RouterProvider router={router} />
      <PortalToaster />
    </PortalStoreProvider>,
  );
  return { api: fake, router, view };
}

export const ok = (data: unknown): FakeReply => ({ status: 200, data });
export const collection = (members: unknown[]): FakeReply => ok({ 'hydra:member': members, 'hydra:totalItems': members.length });

/** After each test: the real adapter back, no toast left, no session or stored data. */
async function cleanUp(): Promise<void> {
  installed?.restore();
  installed = null;
  toast.remove();
  await act(async () => resetAllStores());
}

if (typeof afterEach === 'function') afterEach(cleanUp);
