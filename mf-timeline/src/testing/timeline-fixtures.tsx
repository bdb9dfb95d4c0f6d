/** Fixtures of this remote's screen tests: API bodies and a router over the real routes. */
import { type SessionUser, type TimelineUserDay, USER_ID_STORAGE_KEY } from '@portal/shared-api';
import { departmentBody, type FakeApi, type FakeRoutes, installFakeApi, personBody, sessionUser, teamBody } from '@portal/shared-api/testing';
import { Loader, PortalToaster } from '@portal/shared-ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTimelineRoutes } from '../routes';

export const ME = 2;
export const DAY = '2026-03-10';

import { collection, ok } from '@portal/shared-ui/testing';

export { collection, ok };

export const DEPARTMENTS = [departmentBody(1, 'Tecnología'), departmentBody(2, 'Operaciones'), departmentBody(3, 'Archivo', { deleted: true })];

export const TEAMS = [teamBody(10, 'Soporte', { subdepartment: '/api/subdepartments/5' }), teamBody(11, 'Seguridad', { subdepartment: null, deleted: true })];

export const person = (id: number, name: string, deleted = false) => personBody(id, name, { deleted });
export const PEOPLE = [person(20, 'Ana García'), person(21, 'Luis Martín'), person(22, 'Antonio Gil', true)];

export function admin(overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({ id: ME, email: 'admin@empresa.es', name: 'Administración', roles: ['ROLE_USER', 'ROLE_ADMIN'], ...overrides });
}

const at = (time: string) => `${DAY}T${time}+01:00`;

/** Ana's day: a task in the morning (with a subtask) inside her shift. */
export function anaDay(): TimelineUserDay {
  return {
    id: 20,
    name: 'Ana García',
    email: 'u20@empresa.es',
    deleted: false,
    image: null,
    tasks: [{ task_id: 5, task_name: 'Revisar VPN', histories: [{ id: 1, startedAt: at('09:00:00'), endedAt: at('10:30:00'), open: false }] }],
    subtasks: [
      {
        task_id: 5,
        task_name: 'Revisar VPN',
        subtask_id: 8,
        subtask_name: 'Comprobar logs',
        histories: [{ id: 2, startedAt: at('11:00:00'), endedAt: at('11:20:00'), open: false }],
      },
    ],
    schedule: [{ week_day: 2, start: at('08:00:00'), end: at('15:00:00') }],
  };
}

/** The calls every timeline makes: the session and the lists of the controls. */
export function baseRoutes(me: SessionUser = admin()): FakeRoutes {
  return {
    [`GET /api/session/${ME}`]: () => ok({ user: me, day_time: 0, week_time: 0, lock: false, lock_tasks: false, min_lock: 0, max_lock: 0 }),
    'GET /api/departments': () => collection(DEPARTMENTS),
    'GET /api/teams?department=1': () => collection(TEAMS),
    'GET /api/users?department=1&summary=1': () => collection(PEOPLE),
  };
}

/** Renders the remote's routes at `path` with the session of user ME. */
export function renderTimeline(path: string, routes: FakeRoutes): { api: FakeApi; router: ReturnType<typeof createMemoryRouter> } {
  localStorage.setItem(USER_ID_STORAGE_KEY, String(ME));
  const api = installFakeApi(routes);
  const router = createMemoryRouter([{ HydrateFallback: Loader, children: createTimelineRoutes() }], { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <PortalToaster />
    </>,
  );
  return { api, router };
}

export { giveScrollBoxesASize } from '@portal/shared-ui/testing';
