import { type Department, foldForSearch, type OrganisationChart, type Role, type SessionPayload, type Subdepartment, type Team, type User } from '@portal/shared-api';
import type { FakeHandler, FakeRoutes } from '@portal/shared-api/testing';
import { collection, ok, renderRoutes, signIn } from '@portal/shared-ui/testing';
import { createOrgAdminRoutes } from '../routes';

/** A small organisation: Tecnología (Redes, Desarrollo; Soporte, Aplicaciones, Seguridad deleted) and Operaciones (Almacén). */
export function user(id: number, name: string, email: string, deleted = false): User {
  return { '@id': `/api/users/${id}`, id, name, email, image: null, deleted, roles: ['ROLE_USER'] };
}

export const USERS = {
  admin: user(1, 'Administración', 'admin@empresa.es'),
  techManager: user(2, 'Elena Torres', 'dpto.tecnologia@empresa.es'),
  redesManager: user(3, 'Javier Ruiz', 'subdpto.redes@empresa.es'),
  supportManager: user(4, 'Carlos Romero', 'equipo.soporte@empresa.es'),
  ana: user(5, 'Ana García', 'ana.garcia@empresa.es'),
  luis: user(6, 'Luis Martín', 'luis.martin@empresa.es'),
  gone: user(7, 'Antonio Gil', 'antonio.gil@empresa.es', true),
};

const summary = (team: Team) => ({
  '@id': team['@id'],
  id: team.id,
  name: team.name,
  logo: team.logo,
  deleted: team.deleted,
  managerOnly: team.managerOnly,
  incidentVisible: team.incidentVisible,
  subdepartment: team.subdepartment ?? null,
});

export function team(id: number, name: string, overrides: Partial<Team> = {}): Team {
  return {
    '@id': `/api/teams/${id}`,
    id,
    name,
    department: '/api/departments/1',
    user: '/api/users/4',
    subdepartment: null,
    logo: null,
    deleted: false,
    managerOnly: false,
    incidentVisible: true,
    incidentDescription: 'Incidencias de soporte',
    weekReport: false,
    notifyManagerOnTaskCreate: false,
    taskInboxUsername: null,
    taskInboxConfigured: false,
    users: [{ '@id': `/api/user_teams/${id}0`, id: id * 10, user: USERS.supportManager, team: `/api/teams/${id}`, title: null, responsable: null, hidden: false }],
    ...overrides,
  };
}

export function subdepartment(id: number, name: string, overrides: Partial<Subdepartment> = {}): Subdepartment {
  return {
    '@id': `/api/subdepartments/${id}`,
    id,
    name,
    department: '/api/departments/1',
    user: '/api/users/3',
    deleted: false,
    teams: [],
    managerTasks: false,
    managerCalendar: true,
    managerMedical: false,
    managerReports: false,
    ...overrides,
  };
}

export type Organisation = { departments: Department[]; subdepartments: Subdepartment[]; teams: Team[]; users: User[] };

export function organisation(): Organisation {
  const soporte = team(10, 'Soporte', { subdepartment: '/api/subdepartments/20', taskInboxUsername: 'soporte@empresa.es', taskInboxConfigured: true });
  const aplicaciones = team(11, 'Aplicaciones', { user: '/api/users/3', users: [] });
  const seguridad = team(12, 'Seguridad', { deleted: true, users: [] });
  const almacen = team(13, 'Almacén', { department: '/api/departments/2', users: [] });
  const redes = subdepartment(20, 'Redes', { teams: [summary(soporte)] });
  const desarrollo = subdepartment(21, 'Desarrollo', { managerCalendar: false });
  const tecnologia: Department = {
    '@id': '/api/departments/1',
    id: 1,
    name: 'Tecnología',
    logo: null,
    deleted: false,
    user: '/api/users/2',
    users: ['/api/users/2', '/api/users/3'],
    teams: [soporte, aplicaciones, seguridad].map(summary),
    subdepartments: [redes, desarrollo],
    requireTime: false,
    banReason: false,
    rejectReason: true,
    allowMultitask: true,
  };
  const operaciones: Department = { ...tecnologia, '@id': '/api/departments/2', id: 2, name: 'Operaciones', user: null, users: [], teams: [summary(almacen)], subdepartments: [] };
  return {
    departments: [tecnologia, operaciones],
    subdepartments: [redes, desarrollo],
    teams: [almacen, aplicaciones, seguridad, soporte],
    users: Object.values(USERS),
  };
}

/** The session payload of a demo user with `roles`; managers manage Tecnología (department) or Redes (sub-department). */
export function sessionOf(who: User, roles: Role[]): SessionPayload {
  const { departments, subdepartments } = organisation();
  const tecnologia = departments[0] as Department;
  return {
    user: {
      ...who,
      roles: ['ROLE_USER', ...roles],
      departments: [],
      encargadoDepartments: roles.includes('ROLE_DEPARTMENT_MANAGER') ? [tecnologia] : [],
      encargadoTeams: [],
      subdepartments: roles.includes('ROLE_SUBDEPARTMENT_MANAGER') ? subdepartments.filter((sub) => sub.id === 20) : [],
      teams: [],
      workSchedule: null,
      dutySchedule: null,
      options: { compactSidebar: false },
    },
    day_time: 0,
    week_time: 0,
    lock: false,
    lock_tasks: false,
    min_lock: 0,
    max_lock: 0,
    last_monday: '2026-11-09',
    last_sunday: '2026-11-15',
  };
}

/** The people of a department as the server counts them: direct members and members of its teams. */
function departmentPeople(data: Organisation, departmentId: number): Set<string> {
  const department = data.departments.find((item) => item.id === departmentId);
  const teamMembers = data.teams
    .filter((team) => team.department === department?.['@id'])
    .flatMap((team) => team.users.map((row) => (typeof row.user === 'object' && row.user ? row.user['@id'] : String(row.user))));
  return new Set([...(department?.users ?? []), ...teamMembers]);
}

/**
 * Answers the two user calls screens make, like the server would: `?search=`
 * (live users whose name or e-mail holds the text, within `department` when
 * given, without admins when `enrollable`) and `?id=` look-ups.
 */
function usersHandler(data: Organisation, key: string): FakeHandler | undefined {
  if (!key.startsWith('GET /api/users?')) return undefined;
  const { users } = data;
  const params = new URLSearchParams(key.slice(key.indexOf('?') + 1));
  const search = params.get('search');
  const ids = params.get('id')?.split(',').map(Number);
  const department = params.get('department');
  const inScope = department === null ? () => true : (user: User) => departmentPeople(data, Number(department)).has(user['@id']);
  const enrollable = (user: User) => params.get('enrollable') === null || !user.roles.includes('ROLE_ADMIN');
  const matches = (user: User) => foldForSearch(`${user.name ?? ''} ${user.email}`).includes(foldForSearch(search ?? ''));
  if (search !== null) return () => collection(users.filter((user) => !user.deleted && inScope(user) && enrollable(user) && matches(user)));
  if (ids) return () => collection(users.filter((user) => ids.includes(user.id)));
  return undefined;
}

const person = (who: User) => ({ id: who.id, name: who.name ?? who.email, image: null });

/**
 * The organisation chart a member of Operaciones gets: Tecnología (Redes with
 * Soporte; Aplicaciones outside any sub-department) and Operaciones (Almacén,
 * whose board she sees), nothing to administer.
 */
export function organisationChart(): OrganisationChart {
  const unit = { mayAdminister: false };
  return {
    '@context': '/api/contexts/OrganisationChart',
    '@id': '/api/organisation_chart',
    '@type': 'OrganisationChart',
    people: [USERS.admin, USERS.techManager, USERS.redesManager, USERS.supportManager, USERS.ana, USERS.luis].map(person),
    departments: [
      {
        ...unit,
        id: 1,
        name: 'Tecnología',
        manager: USERS.techManager.id,
        people: [USERS.techManager.id],
        subdepartments: [{ ...unit, id: 20, name: 'Redes', manager: USERS.redesManager.id }],
        teams: [
          { ...unit, id: 10, name: 'Soporte', manager: USERS.supportManager.id, subdepartment: 20, members: [USERS.ana.id, USERS.supportManager.id], mayOpenBoard: false },
          { ...unit, id: 11, name: 'Aplicaciones', manager: USERS.redesManager.id, subdepartment: null, members: [USERS.redesManager.id], mayOpenBoard: false },
        ],
      },
      {
        ...unit,
        id: 2,
        name: 'Operaciones',
        manager: null,
        people: [],
        subdepartments: [],
        teams: [{ ...unit, id: 13, name: 'Almacén', manager: USERS.luis.id, subdepartment: null, members: [USERS.luis.id], mayOpenBoard: true }],
      },
    ],
  };
}

/** A team's mailbox panel answer: read once, this morning, without trouble, unless `changes` say otherwise. */
export const mailboxState = (teamId: number, changes: Record<string, unknown> = {}) =>
  ok({
    '@id': `/api/task_mailboxes/${teamId}`,
    '@type': 'TaskMailbox',
    team: `/api/teams/${teamId}`,
    status: 'ok',
    lastReadAt: '2026-11-26T10:15:00+01:00',
    lastAttemptAt: '2026-11-26T10:15:00+01:00',
    lastError: null,
    nextAttemptAt: null,
    tasksLast7Days: 3,
    log: [],
    ...changes,
  });

/** Screens with a team's mailbox read its panel; tests that look elsewhere need not list it. */
function mailboxHandler(key: string): FakeHandler | undefined {
  const teamId = /^GET \/api\/task_mailboxes\/(\d+)$/.exec(key)?.[1];
  return teamId === undefined ? undefined : () => mailboxState(Number(teamId));
}

type RenderOptions = { path: string; session?: SessionPayload; data?: Organisation; routes?: FakeRoutes };

/**
 * Renders one of this remote's screens through shared-ui's harness: the real
 * routes, the session restored through the API, and the HTTP layer answered
 * by `routes` on top of the organisation lists and the user look-ups.
 */
export async function renderOrgScreen({ path, session = sessionOf(USERS.admin, ['ROLE_ADMIN']), data = organisation(), routes = {} }: RenderOptions) {
  await signIn(session);
  const fixed: FakeRoutes = {
    [`GET /api/session/${session.user.id}`]: () => ok(session),
    'GET /api/departments': () => collection(data.departments),
    'GET /api/subdepartments': () => collection(data.subdepartments),
    'GET /api/teams': () => collection(data.teams),
    ...routes,
  };
  const api = new Proxy(fixed, { get: (target, key) => (typeof key === 'string' ? (target[key] ?? mailboxHandler(key) ?? usersHandler(data, key)) : undefined) });
  const rendered = renderRoutes(createOrgAdminRoutes(), { path, api });
  return { api: rendered.api, router: rendered.router, data };
}
