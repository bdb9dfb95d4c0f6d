/** Test helper: the real `/user` layout, signed in as `user` with these time figures, over a screen with a link target. */
import type { SessionUser } from '@portal/shared-api';
import type { FakeRoutes } from '@portal/shared-api/testing';
import { fakeApi, ok, signIn } from '@portal/shared-ui/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RemoteConfig } from '../federation/remotes-config';
import { USER_LAYOUT_ID } from '../router/route-ids';
import { UserLayout } from '../screens/UserLayout';

export const MEMBER_ID = 7;

/** The maintenance flag as `GET /api/configurations/1` answers it. */
export const maintenanceFlag = (data: '1' | '0') => ({ '@id': '/api/configurations/1', '@type': 'Configuration', id: 1, name: 'client_maintenance', data, value: [], user: null });

/** The fake API of a layout test: maintenance off, which the layout reads at start, unless `routes` say otherwise. */
export const fakeLayoutApi = (routes: FakeRoutes) => fakeApi({ 'GET /api/configurations/1': () => ok(maintenanceFlag('0')), ...routes });

/** `draftField`: the home screen holds a text field, to see typed input survive. */
type LayoutOptions = { user?: Partial<SessionUser>; remotes?: RemoteConfig[]; draftField?: boolean; path?: string };

export async function renderLayoutAs(figures: { day_time: number; week_time: number } = { day_time: 0, week_time: 0 }, options: LayoutOptions = {}) {
  const user = { '@id': `/api/users/${MEMBER_ID}`, id: MEMBER_ID, email: 'ana.garcia@empresa.es', name: 'Ana García', roles: ['ROLE_USER'], ...options.user };
  await signIn({ user: user as unknown as SessionUser, ...figures });
  const router = createMemoryRouter(
    [
      {
        id: USER_LAYOUT_ID,
        loader: () => ({ remotes: options.remotes ?? [], problems: [] }),
        Component: UserLayout,
        children: [
          {
            path: '/user',
            element: (
              <>
                <h1>Inicio</h1>
                {options.draftField && <input aria-label="Borrador" />}
              </>
            ),
          },
          { path: '/calendario', element: <h1>Calendario</h1> },
          { path: '*', element: <h1>Otra pantalla</h1> },
        ],
      },
    ],
    { initialEntries: [options.path ?? '/user'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
