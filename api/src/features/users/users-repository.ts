import { foldForSearch } from '@portal/shared-api/user-search';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf, groupBy, listedRows } from '../../core/db/sql-helpers.ts';
import type { UserSchedule } from '@portal/shared-api/entities';
import { iri, item, type JsonObject, type SerializedFields } from '../../core/json-ld/json-ld.ts';
import { type JustificationRow, toJustification } from '../justifications/justification-serializer.ts';
import {
  type DepartmentRow,
  type SubdepartmentRow,
  TEAM_COLUMNS,
  type TeamRow,
  toDepartmentSummary,
  toSubdepartmentSummary,
  toTeamSummary,
} from '../organisation/organisation-serializer.ts';
import { toDepartmentAccess, toMunicipio, toUser, USER_COLUMNS, type UserRelations, type UserRow, type UserView } from './user-serializer.ts';
import { toUserSchedule, type UserScheduleRow } from '../schedules/user-schedule-serializer.ts';
import { toUserSummary, USER_SUMMARY_COLUMNS, type UserSummaryRow } from './user-summary-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin, ROLE } from '../../core/authorization/roles.ts';
import { calendarScope, managedUsersScope, medicalScope, userInScope, visibleTeamCondition } from '../../core/authorization/scope-sql.ts';
import { timeCapScope } from '../time-caps/time-cap-scope-sql.ts';
import type { WorkSchedulesRepository } from '../work-schedules/work-schedules-repository.ts';
import { likeContaining } from '../../core/db/fold-text.ts';
import type { AccountState } from '@portal/shared-api/rules';
import { administeredUsersScope } from './administration/administration-scope.ts';

const STATE_CONDITIONS: Record<AccountState, ReturnType<typeof sql>> = {
  Activo: sql`NOT u.deleted AND NOT u.banned`,
  Bloqueado: sql`NOT u.deleted AND u.banned`,
  Eliminado: sql`u.deleted`,
};
const stateCondition = (state: AccountState) => STATE_CONDITIONS[state];

export type UserFilters = {
  ids?: number[] | undefined;
  deleted?: boolean | undefined;
  email?: string | undefined;
  name?: string | undefined;
  team?: number[] | undefined;
  department?: number[] | undefined;
  /** Part of the name or e-mail, accents and case ignored; deleted users are never found. */
  search?: string | undefined;
  /** Only the users the caller may grant time caps to (the time-cap screen's requester picker). */
  timeCapGrantable?: boolean | undefined;
  /** Only the users the caller may put into a team or in charge of one: no admins unless the caller is one. */
  enrollable?: boolean | undefined;
  /** Only the people the caller administers (the user administration); a search then finds deleted people too. */
  administrable?: boolean | undefined;
  role?: string | undefined;
  state?: AccountState | undefined;
};

export type UserListOptions = {
  /** UserSummary items (id, name, email, image, deleted) instead of the full field view. */
  summary: boolean;
  /** Cut one page in the database (`pageRequested`); the total is then counted there too. */
  paging: { page: number; perPage: number } | undefined;
};


/**
 * Whether team `t` of the person in `owner` may be named to the caller: a
 * managerOnly team only to whoever may open it (GET /api/teams/{id}), bar the
 * person themselves, so nobody learns through people who is in it.
 */
const teamShownTo = (caller: Caller, owner: Sql) =>
  sql`(${owner} = ${caller.id} OR NOT t.manager_only OR ${visibleTeamCondition(caller, 't')})`;

export function createUsersRepository(db: Queryable, workSchedules: WorkSchedulesRepository) {
  /** Loads every relation of the given users, as `caller` may see them, in a fixed number of queries. */
  async function relationsOf(caller: Caller, users: UserRow[]): Promise<Map<number, UserRelations>> {
    const ids = users.map((user) => user.id);
    const [municipios, memberOf, managedDepartments, managedTeams, managedSubs, accesses, memberships, requests, justifications] = await Promise.all([
      db.query<{ id: number; nombre: string; provincia_id: number; provincia_nombre: string; comunidad_id: number | null }>(
        sql`SELECT m.id, m.nombre, p.id AS provincia_id, p.nombre AS provincia_nombre, p.comunidad_id
            FROM municipios m JOIN provincias p ON p.id = m.provincia_id
            WHERE m.id = ANY(${users.map((user) => user.municipio_id).filter((id) => id !== null)})`,
      ),
      db.query<DepartmentRow & { member_id: number }>(
        sql`SELECT DISTINCT link.user_id AS member_id, d.* FROM (
              SELECT user_id, department_id FROM department_users WHERE user_id = ANY(${ids})
              UNION SELECT ut.user_id, t.department_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = ANY(${ids})
            ) link JOIN departments d ON d.id = link.department_id ORDER BY d.id`,
      ),
      db.query<DepartmentRow>(sql`SELECT * FROM departments WHERE user_id = ANY(${ids}) ORDER BY id`),
      db.query<TeamRow>(sql`SELECT ${raw(TEAM_COLUMNS)} FROM teams t WHERE t.user_id = ANY(${ids}) AND ${teamShownTo(caller, raw('t.user_id'))} ORDER BY t.name`),
      db.query<SubdepartmentRow>(sql`SELECT * FROM subdepartments WHERE user_id = ANY(${ids}) ORDER BY id`),
      db.query<{ id: number; user_id: number; department_id: number; read_bool: boolean }>(
        sql`SELECT * FROM user_department_accesses WHERE user_id = ANY(${ids}) ORDER BY id`,
      ),
      db.query<TeamRow & { membership_id: number; member_id: number; title: string | null; responsable_id: number | null; hidden: boolean }>(
        sql`SELECT ut.id AS membership_id, ut.user_id AS member_id, ut.title, ut.responsable_id, ut.hidden, ${raw(TEAM_COLUMNS)}
            FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE ut.user_id = ANY(${ids}) AND ${teamShownTo(caller, raw('ut.user_id'))}
            ORDER BY t.name`,
      ),
      db.query<UserScheduleRow>(sql`SELECT * FROM user_schedules WHERE user_id = ANY(${ids}) ORDER BY id`),
      db.query<JustificationRow>(sql`SELECT * FROM justifications WHERE user_id = ANY(${ids}) AND NOT status ORDER BY id`),
    ]);
    const schedules = await workSchedules.byIds([
      ...users.flatMap((user) => [user.work_schedule_id, user.duty_schedule_id]),
      ...requests.map((request) => request.work_schedule_id),
    ]);
    const scheduleOf = (id: number | null) => (id === null ? null : (schedules.get(id) ?? null));
    const municipioById = new Map(municipios.map((municipio) => [municipio.id, toMunicipio(municipio)]));
    const byMember = {
      departments: groupBy(memberOf, (row) => row.member_id),
      managedDepartments: groupBy(managedDepartments, (row) => row.user_id ?? 0),
      managedTeams: groupBy(managedTeams, (row) => row.user_id),
      managedSubs: groupBy(managedSubs, (row) => row.user_id),
      accesses: groupBy(accesses, (row) => row.user_id),
      memberships: groupBy(memberships, (row) => row.member_id),
      requests: groupBy(requests, (row) => row.user_id),
      justifications: groupBy(justifications, (row) => row.user_id),
    };
    return new Map(
      users.map((user) => [
        user.id,
        {
          municipio: user.municipio_id === null ? null : (municipioById.get(user.municipio_id) ?? null),
          departments: (byMember.departments.get(user.id) ?? []).map(toDepartmentSummary),
          encargadoDepartments: (byMember.managedDepartments.get(user.id) ?? []).map(toDepartmentSummary),
          encargadoTeams: (byMember.managedTeams.get(user.id) ?? []).map(toTeamSummary),
          managedSubdepartments: (byMember.managedSubs.get(user.id) ?? []).map(toSubdepartmentSummary),
          departmentAccess: (byMember.accesses.get(user.id) ?? []).map(toDepartmentAccess),
          // The team is embedded (not only its IRI) so the profile can hide managerOnly teams.
          teams: (byMember.memberships.get(user.id) ?? []).map((row) =>
            item('UserTeam', 'user_teams', row.membership_id, {
              user: iri('users', user.id),
              team: toTeamSummary(row),
              title: row.title,
              responsable: row.responsable_id === null ? null : iri('users', row.responsable_id),
              hidden: row.hidden,
            }),
          ),
          workSchedule: scheduleOf(user.work_schedule_id),
          dutySchedule: scheduleOf(user.duty_schedule_id),
          userSchedules: (byMember.requests.get(user.id) ?? []).map((request) =>
            toUserSchedule(request, iri('users', user.id), scheduleOf(request.work_schedule_id)),
          ),
          currentJustifications: (byMember.justifications.get(user.id) ?? []).map((row) => toJustification(row, iri('users', user.id))),
        },
      ]),
    );
  }

  async function viewsFor(caller: Caller, users: UserRow[]): Promise<Map<number, UserView>> {
    if (isAdmin(caller)) return new Map(users.map((user) => [user.id, user.id === caller.id ? 'self' : 'admin']));
    const covered = await db.query<{ id: number }>(
      sql`SELECT u.id FROM users u WHERE u.id = ANY(${users.map((user) => user.id)}) AND ${userInScope('u.id', managedUsersScope(caller))}`,
    );
    const managerIds = new Set(covered.map((row) => row.id));
    return new Map(users.map((user) => [user.id, user.id === caller.id ? 'self' : managerIds.has(user.id) ? 'manager' : 'profile']));
  }

  /** Ids among `ids` whose schedule requests (calendar power) and pending justifications (medical power) the caller may decide. */
  async function requestPowersOver(caller: Caller, ids: number[]): Promise<{ calendar: Set<number>; medical: Set<number> }> {
    const rows = await db.query<{ id: number; calendar: boolean; medical: boolean }>(
      sql`SELECT u.id, ${userInScope('u.id', calendarScope(caller))} AS calendar, ${userInScope('u.id', medicalScope(caller))} AS medical
          FROM users u WHERE u.id = ANY(${ids})`,
    );
    return {
      calendar: new Set(rows.filter((row) => row.calendar).map((row) => row.id)),
      medical: new Set(rows.filter((row) => row.medical).map((row) => row.id)),
    };
  }

  async function serialise(caller: Caller, users: UserRow[]): Promise<JsonObject[]> {
    if (users.length === 0) return [];
    const [relations, views] = await Promise.all([relationsOf(caller, users), viewsFor(caller, users)]);
    const managed = users.filter((user) => views.get(user.id) === 'manager').map((user) => user.id);
    const powers = managed.length > 0 ? await requestPowersOver(caller, managed) : undefined;
    return users.map((user) => {
      const own = relations.get(user.id) as UserRelations;
      const view = views.get(user.id) ?? 'profile';
      if (view !== 'manager' || !powers) return toUser(user, own, view);
      // A manager link alone shows the person, not their requests: those go to who may decide them.
      return toUser(
        user,
        {
          ...own,
          userSchedules: powers.calendar.has(user.id) ? own.userSchedules : [],
          currentJustifications: powers.medical.has(user.id) ? own.currentJustifications : [],
        },
        view,
      );
    });
  }

  /** Deleted users are listed only for admins and the managers whose scope covers them (docs/api-contract.md B1). */
  const visibleCondition = (caller: Caller) => sql`(NOT u.deleted OR ${userInScope('u.id', managedUsersScope(caller))})`;

  return {
    /** One page (or all) of the users the caller may list, with the full count after filters. */
    async list(caller: Caller, filters: UserFilters, options: UserListOptions): Promise<{ members: JsonObject[]; total: number }> {
      const search = filters.search ? foldForSearch(filters.search) : '';
      const where = allOf([
        search && !filters.administrable ? sql`NOT u.deleted` : undefined,
        search ? sql`u.search_text LIKE ${likeContaining(search)}` : visibleCondition(caller),
        filters.administrable ? userInScope('u.id', administeredUsersScope(caller)) : undefined,
        filters.role ? sql`u.roles @> ${JSON.stringify([filters.role])}::jsonb` : undefined,
        filters.state ? stateCondition(filters.state) : undefined,
        filters.ids ? sql`u.id = ANY(${filters.ids})` : undefined,
        filters.deleted === undefined ? undefined : sql`u.deleted = ${filters.deleted}`,
        filters.email ? sql`lower(u.email) LIKE ${likeContaining(filters.email.toLowerCase())}` : undefined,
        filters.name ? sql`u.name ILIKE ${likeContaining(filters.name)}` : undefined,
        // Like every relation filter, a team the caller may not see matches nobody (docs/api-contract.md §1.5: filters never widen access).
        filters.team
          ? sql`u.id IN (SELECT ut.user_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id
                         WHERE ut.team_id = ANY(${filters.team}) AND ${visibleTeamCondition(caller, 't')})`
          : undefined,
        filters.department
          ? sql`u.id IN (SELECT user_id FROM department_users WHERE department_id = ANY(${filters.department})
                         UNION SELECT ut.user_id FROM user_teams ut JOIN teams t ON t.id = ut.team_id WHERE t.department_id = ANY(${filters.department}))`
          : undefined,
        filters.timeCapGrantable ? userInScope('u.id', timeCapScope(caller)) : undefined,
        filters.enrollable && !isAdmin(caller) ? sql`NOT (u.roles @> ${JSON.stringify([ROLE.ADMIN])}::jsonb)` : undefined,
      ]);
      // Search results read best alphabetically; everything else keeps the contract's id order.
      const order = search ? raw('listed.name, listed.id') : undefined;
      const { rows, total } = await listedRows<UserRow & UserSummaryRow>(db, sql`SELECT ${raw(USER_COLUMNS)} FROM users u WHERE ${where}`, options.paging, order);
      const members = options.summary ? rows.map(toUserSummary) : await serialise(caller, rows);
      return { members, total };
    },
    async find(caller: Caller, id: number): Promise<JsonObject | undefined> {
      const rows = await db.query<UserRow>(sql`SELECT ${raw(USER_COLUMNS)} FROM users u WHERE u.id = ${id} AND ${visibleCondition(caller)}`);
      return (await serialise(caller, rows))[0];
    },
    /** Summaries with the current work and duty schedules, as embedded in schedule-change requests. */
    async summariesWithSchedules(ids: number[]): Promise<Map<number, SerializedFields<UserSchedule>['user']>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<UserSummaryRow & { work_schedule_id: number | null; duty_schedule_id: number | null }>(
        sql`SELECT ${raw(USER_SUMMARY_COLUMNS)}, u.work_schedule_id, u.duty_schedule_id FROM users u WHERE u.id = ANY(${ids})`,
      );
      const schedules = await workSchedules.byIds(rows.flatMap((row) => [row.work_schedule_id, row.duty_schedule_id]));
      const scheduleOf = (id: number | null) => (id === null ? null : (schedules.get(id) ?? null));
      return new Map(
        rows.map((row) => [
          row.id,
          { ...toUserSummary(row), workSchedule: scheduleOf(row.work_schedule_id), dutySchedule: scheduleOf(row.duty_schedule_id) },
        ]),
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('users', createUsersRepository(app.db, app.workSchedules));
  },
  { name: 'users-repository', dependencies: ['db', 'work-schedules-repository'] },
);
