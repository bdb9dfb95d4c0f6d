/** Shared fixtures of this remote's screen tests: API bodies and a router over the real routes. */
import type { User, UserSchedule, WorkSchedule } from '@portal/shared-api';
import { USER_ID_STORAGE_KEY } from '@portal/shared-api';
import type { FakeRoutes } from '@portal/shared-api/testing';
import { collection, ok, renderRoutes } from '@portal/shared-ui/testing';
import { createProfileRoutes } from '../routes';

export { collection, ok };

export const ME = 7;

const units = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((day) => ({ '@id': `/api/work_schedule_units/${day}`, id: day, week_day: day, start, end }));

export const MORNINGS = { '@id': '/api/work_schedules/1', id: 1, name: 'Mañanas', deleted: false, units: units('08:00', '15:00') } as WorkSchedule;
export const AFTERNOONS = { '@id': '/api/work_schedules/2', id: 2, name: 'Tardes', deleted: false, units: units('15:00', '22:00') } as WorkSchedule;
export const WEEKEND = { '@id': '/api/work_schedules/4', id: 4, name: 'Guardia fin de semana', deleted: false, units: [] } as WorkSchedule;
export const RETIRED = { '@id': '/api/work_schedules/6', id: 6, name: 'Horario de verano 2023', deleted: true, units: [] } as WorkSchedule;

export const MADRID = { '@id': '/api/provincias/28', id: 28, nombre: 'Madrid' };
export const BARCELONA = { '@id': '/api/provincias/8', id: 8, nombre: 'Barcelona' };
export const MUNICIPIOS: Record<number, { '@id': string; id: number; nombre: string; provincia: typeof MADRID }[]> = {
  28: [
    { '@id': '/api/municipios/28079', id: 28079, nombre: 'Madrid', provincia: MADRID },
    { '@id': '/api/municipios/28005', id: 28005, nombre: 'Alcalá de Henares', provincia: MADRID },
  ],
  8: [{ '@id': '/api/municipios/8019', id: 8019, nombre: 'Barcelona', provincia: BARCELONA }],
};

const team = (id: number, name: string, managerOnly = false) => ({
  '@id': `/api/user_teams/${id}`,
  team: { '@id': `/api/teams/${id}`, id, name, logo: null, deleted: false, managerOnly, incidentVisible: true },
  title: null,
  responsable: null,
  hidden: false,
});

export function pendingRequest(id: number, type: 1 | 2, schedule: WorkSchedule | null): UserSchedule {
  return { '@id': `/api/user_schedules/${id}`, id, type, start: '2026-11-20T09:30:00+01:00', authorized: false, schedule } as UserSchedule;
}

export function ownUser(overrides: Partial<User> = {}): User {
  return {
    '@id': `/api/users/${ME}`,
    id: ME,
    email: 'ana.garcia@empresa.es',
    name: 'Ana García',
    image: null,
    deleted: false,
    alternativeEmail: null,
    phone: '600111222',
    birthday: '1990-05-10T08:00:00+02:00',
    municipio: MUNICIPIOS[28]?.[0] ?? null,
    timezone: 'Europe/Madrid',
    duty: false,
    situation: 1,
    mails: true,
    options: { compactSidebar: false },
    roles: ['ROLE_USER'],
    departments: [{ '@id': '/api/departments/1', id: 1, name: 'Tecnología', logo: null, deleted: false }],
    teams: [team(3, 'Soporte'), team(9, 'Comité de dirección', true)],
    workSchedule: MORNINGS,
    dutySchedule: null,
    userSchedules: [],
    ...overrides,
  } as User;
}

export function colleague(id: number, overrides: Partial<User> = {}): User {
  return ownUser({
    '@id': `/api/users/${id}`,
    id,
    email: `colega${id}@empresa.es`,
    name: `Colega ${id}`,
    phone: '911222333',
    duty: true,
    dutySchedule: WEEKEND,
    ...overrides,
  } as Partial<User>);
}


/** The calls every profile makes: the session, the schedules and the location lists. */
export function baseRoutes(me: User): FakeRoutes {
  return {
    [`GET /api/session/${ME}`]: () => ok({ user: me, day_time: 0, week_time: 0, lock: false, lock_tasks: false, min_lock: 0, max_lock: 0 }),
    'GET /api/work_schedules': () => collection([MORNINGS, AFTERNOONS, WEEKEND, RETIRED]),
    'GET /api/user/sessions': () => collection([]),
    'GET /api/provincias': () => collection([MADRID, BARCELONA]),
    'GET /api/municipios?provincia=28': () => collection(MUNICIPIOS[28] ?? []),
    'GET /api/municipios?provincia=8': () => collection(MUNICIPIOS[8] ?? []),
  };
}

/** Renders the remote's routes at `path` through shared-ui's harness, the session of user ME restored by the loader. */
export function renderProfile(path: string, routes: FakeRoutes) {
  localStorage.setItem(USER_ID_STORAGE_KEY, String(ME));
  const { api, router } = renderRoutes(createProfileRoutes(), { path, api: routes });
  return { api, router };
}
