import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf, groupBy } from '../../core/db/sql-helpers.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';
import {
  type DepartmentRow,
  type SubdepartmentRow,
  TEAM_COLUMNS,
  type TeamRow,
  toDepartment,
  toSubdepartment,
  toSubdepartmentSummary,
  toTeam,
  toTeamSummary,
} from './organisation-serializer.ts';
import { toUserSummary, USER_SUMMARY_COLUMNS, type UserSummaryRow } from '../users/user-summary-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { visibleDepartmentCondition, visibleSubdepartmentCondition, visibleTeamCondition } from '../../core/authorization/scope-sql.ts';

export type TeamFilters = {
  department?: number[] | undefined;
  subdepartment?: number[] | undefined;
  deleted?: boolean | undefined;
  managerOnly?: boolean | undefined;
  incidentVisible?: boolean | undefined;
};

type MembershipRow = UserSummaryRow & { membership_id: number; team_id: number; title: string | null; responsable_id: number | null; hidden: boolean };

export type MembershipFilters = { user?: number[] | undefined; team?: number[] | undefined };

function toMembership(member: MembershipRow): JsonObject {
  return item('UserTeam', 'user_teams', member.membership_id, {
    user: toUserSummary(member),
    team: iri('teams', member.team_id),
    title: member.title,
    responsable: member.responsable_id === null ? null : iri('users', member.responsable_id),
    hidden: member.hidden,
  });
}

/** Departments, sub-departments and teams, always cut to what the caller may see (docs/api-contract.md §2.3, C1, D1, E1). */
export function createOrganisationRepository(db: Queryable) {
  async function visibleTeams(caller: Caller, filters: TeamFilters, ids?: number[]): Promise<TeamRow[]> {
    return db.query<TeamRow>(
      sql`SELECT ${raw(TEAM_COLUMNS)} FROM teams t
          WHERE ${allOf([
            visibleTeamCondition(caller, 't'),
            ids ? sql`t.id = ANY(${ids})` : undefined,
            filters.department ? sql`t.department_id = ANY(${filters.department})` : undefined,
            filters.subdepartment ? sql`t.subdepartment_id = ANY(${filters.subdepartment})` : undefined,
            filters.deleted === undefined ? undefined : sql`t.deleted = ${filters.deleted}`,
            filters.managerOnly === undefined ? undefined : sql`t.manager_only = ${filters.managerOnly}`,
            filters.incidentVisible === undefined ? undefined : sql`t.incident_visible = ${filters.incidentVisible}`,
          ])}
          ORDER BY t.name, t.id`,
    );
  }

  const membershipRows = (where: Sql) =>
    db.query<MembershipRow>(
      sql`SELECT ut.id AS membership_id, ut.team_id, ut.title, ut.responsable_id, ut.hidden, ${raw(USER_SUMMARY_COLUMNS)}
          FROM user_teams ut JOIN users u ON u.id = ut.user_id
          WHERE ${where} ORDER BY ut.id`,
    );

  async function membersByTeam(teamIds: number[]): Promise<Map<number, JsonObject[]>> {
    if (teamIds.length === 0) return new Map();
    const grouped = groupBy(await membershipRows(sql`ut.team_id = ANY(${teamIds})`), (row) => row.team_id);
    return new Map([...grouped].map(([teamId, members]) => [teamId, members.map(toMembership)]));
  }

  /** E9: the membership rows of the teams the caller sees, as those teams list them (hidden ones included). */
  async function memberships(caller: Caller, filters: MembershipFilters, id?: number): Promise<JsonObject[]> {
    const rows = await membershipRows(
      allOf([
        sql`ut.team_id IN (SELECT t.id FROM teams t WHERE ${visibleTeamCondition(caller, 't')})`,
        id === undefined ? undefined : sql`ut.id = ${id}`,
        filters.user ? sql`ut.user_id = ANY(${filters.user})` : undefined,
        filters.team ? sql`ut.team_id = ANY(${filters.team})` : undefined,
      ]),
    );
    return rows.map(toMembership);
  }

  async function teams(caller: Caller, filters: TeamFilters, ids?: number[]): Promise<JsonObject[]> {
    const rows = await visibleTeams(caller, filters, ids);
    const members = await membersByTeam(rows.map((team) => team.id));
    return rows.map((team) => toTeam(team, members.get(team.id) ?? []));
  }

  async function subdepartments(caller: Caller, filters: { department?: number[] | undefined; deleted?: boolean | undefined }, ids?: number[]) {
    const rows = await db.query<SubdepartmentRow>(
      sql`SELECT s.* FROM subdepartments s
          WHERE ${allOf([
            visibleSubdepartmentCondition(caller, 's'),
            ids ? sql`s.id = ANY(${ids})` : undefined,
            filters.department ? sql`s.department_id = ANY(${filters.department})` : undefined,
            filters.deleted === undefined ? undefined : sql`s.deleted = ${filters.deleted}`,
          ])}
          ORDER BY s.id`,
    );
    const subTeams = groupBy(
      await visibleTeams(caller, { subdepartment: rows.map((sub) => sub.id) }),
      (team) => team.subdepartment_id ?? 0,
    );
    return rows.map((sub) => toSubdepartment(sub, (subTeams.get(sub.id) ?? []).map(toTeamSummary)));
  }

  async function departments(caller: Caller, filters: { deleted?: boolean | undefined }, ids?: number[]) {
    const rows = await db.query<DepartmentRow>(
      sql`SELECT d.* FROM departments d
          WHERE ${allOf([
            visibleDepartmentCondition(caller, 'd'),
            ids ? sql`d.id = ANY(${ids})` : undefined,
            filters.deleted === undefined ? undefined : sql`d.deleted = ${filters.deleted}`,
          ])}
          ORDER BY d.id`,
    );
    const departmentIds = rows.map((department) => department.id);
    const [members, deptTeams, subs] = await Promise.all([
      db.query<{ department_id: number; user_id: number }>(
        sql`SELECT department_id, user_id FROM department_users WHERE department_id = ANY(${departmentIds}) ORDER BY user_id`,
      ),
      visibleTeams(caller, { department: departmentIds }),
      db.query<SubdepartmentRow>(
        sql`SELECT s.* FROM subdepartments s WHERE s.department_id = ANY(${departmentIds}) AND ${visibleSubdepartmentCondition(caller, 's')} ORDER BY s.id`,
      ),
    ]);
    const membersOf = groupBy(members, (row) => row.department_id);
    const teamsOf = groupBy(deptTeams, (team) => team.department_id);
    const subsOf = groupBy(subs, (sub) => sub.department_id);
    return rows.map((department) =>
      toDepartment(department, {
        users: (membersOf.get(department.id) ?? []).map((row) => row.user_id),
        teams: (teamsOf.get(department.id) ?? []).map(toTeamSummary),
        subdepartments: (subsOf.get(department.id) ?? []).map(toSubdepartmentSummary),
      }),
    );
  }

  return {
    listDepartments: (caller: Caller, filters: { deleted?: boolean | undefined }) => departments(caller, filters),
    findDepartment: async (caller: Caller, id: number) => (await departments(caller, {}, [id]))[0],
    listSubdepartments: (caller: Caller, filters: { department?: number[] | undefined; deleted?: boolean | undefined }) =>
      subdepartments(caller, filters),
    findSubdepartment: async (caller: Caller, id: number) => (await subdepartments(caller, {}, [id]))[0],
    listTeams: (caller: Caller, filters: TeamFilters) => teams(caller, filters),
    findTeam: async (caller: Caller, id: number) => (await teams(caller, {}, [id]))[0],
    listMemberships: (caller: Caller, filters: MembershipFilters) => memberships(caller, filters),
    findMembership: async (caller: Caller, id: number) => (await memberships(caller, {}, id))[0],
  };
}

export type OrganisationRepository = ReturnType<typeof createOrganisationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    organisation: OrganisationRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('organisation', createOrganisationRepository(app.db));
  },
  { name: 'organisation-repository', dependencies: ['db'] },
);
