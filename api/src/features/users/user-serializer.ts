import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { toUserSummary, type UserSummaryRow } from './user-summary-serializer.ts';

export type UserRow = UserSummaryRow & {
  alternative_email: string | null;
  phone: string | null;
  birthday: Date | null;
  municipio_id: number | null;
  timezone: string;
  duty: boolean;
  situation: number;
  mails: boolean;
  options: Record<string, unknown>;
  roles: string[];
  banned: boolean;
  ban_reason: string | null;
  work_schedule_id: number | null;
  duty_schedule_id: number | null;
  holiday_allowance: number;
};

export const USER_COLUMNS = `u.id, u.email, u.name, u.alternative_email, u.phone, u.birthday, u.image_id, u.municipio_id, u.timezone,
  u.duty, u.situation, u.mails, u.options, u.roles, u.deleted, u.banned, u.ban_reason, u.work_schedule_id, u.duty_schedule_id,
  u.holiday_allowance`;

/**
 * Which fields a caller gets (docs/api-contract.md §4.1): `self` and `admin` see everything
 * (self additionally gets sub-department summaries, see docs/decisions/028-contract-deviations.md), `manager`
 * loses the personal preferences, `profile` is the read-only colleague view.
 */
export type UserView = 'self' | 'admin' | 'manager' | 'profile';

/** Relations of one user, already serialised by the repository. */
export type UserRelations = {
  municipio: JsonObject | null;
  departments: JsonObject[];
  encargadoDepartments: JsonObject[];
  encargadoTeams: JsonObject[];
  managedSubdepartments: JsonObject[];
  departmentAccess: JsonObject[];
  teams: JsonObject[];
  workSchedule: JsonObject | null;
  dutySchedule: JsonObject | null;
  userSchedules: JsonObject[];
  currentJustifications: JsonObject[];
};

function rolesOf(user: UserRow): string[] {
  const roles = Array.isArray(user.roles) ? user.roles : [];
  return roles.includes('ROLE_USER') ? roles : ['ROLE_USER', ...roles];
}

/** Spec 02 §6: managerOnly teams show on a profile only when its owner is an admin or a department manager. */
function teamsOnProfile(user: UserRow, teams: JsonObject[]): JsonObject[] {
  if (rolesOf(user).some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_DEPARTMENT_MANAGER')) return teams;
  return teams.filter((membership) => (membership.team as JsonObject | null)?.managerOnly !== true);
}

export function toUser(user: UserRow, relations: UserRelations, view: UserView): JsonObject {
  const profile: JsonObject = {
    ...toUserSummary(user),
    phone: user.phone,
    birthday: formatDateTime(user.birthday),
    municipio: relations.municipio,
    departments: relations.departments,
    teams: view === 'profile' ? teamsOnProfile(user, relations.teams) : relations.teams,
    workSchedule: relations.workSchedule,
    dutySchedule: relations.dutySchedule,
    duty: user.duty,
    roles: rolesOf(user),
  };
  if (view === 'profile') return profile;
  const managed: JsonObject = {
    ...profile,
    timezone: user.timezone,
    situation: user.situation,
    encargadoDepartments: relations.encargadoDepartments,
    encargadoTeams: relations.encargadoTeams,
    subdepartments: view === 'self' ? relations.managedSubdepartments : relations.managedSubdepartments.map((sub) => sub['@id']),
    departmentAccess: relations.departmentAccess,
    schedule: relations.workSchedule,
    userSchedules: relations.userSchedules,
    currentJustifications: relations.currentJustifications,
    banned: user.banned,
    banReason: user.ban_reason,
    holidayAllowance: user.holiday_allowance,
  };
  if (view === 'manager') return managed;
  return {
    ...managed,
    alternativeEmail: user.alternative_email,
    mails: user.mails,
    options: { compactSidebar: false, ...user.options },
  };
}

export function toDepartmentAccess(access: { id: number; user_id: number; department_id: number; read_bool: boolean }): JsonObject {
  return {
    '@id': `/api/user_department_accesses/user=${access.user_id};department=${access.department_id}`,
    '@type': 'UserDepartmentAccess',
    id: access.id,
    user: iri('users', access.user_id),
    department: iri('departments', access.department_id),
    readBool: access.read_bool,
  };
}

export function toMunicipio(municipio: { id: number; nombre: string; provincia_id: number; provincia_nombre: string; comunidad_id: number | null }) {
  return item('Municipio', 'municipios', municipio.id, {
    nombre: municipio.nombre,
    provincia: item('Provincia', 'provincias', municipio.provincia_id, {
      nombre: municipio.provincia_nombre,
      comunidad: municipio.comunidad_id === null ? null : iri('comunidad_autonomas', municipio.comunidad_id),
    }),
  });
}
