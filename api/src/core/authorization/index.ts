import { isEnrollableByManager, mayEnrolOutsideDepartment } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { join, type Sql } from 'sql-template-tag';
import type { Database } from '../db/database.ts';
import { type Caller, normaliseRoles } from '../authentication/caller.ts';
import { isAdmin } from './roles.ts';
import {
  ALWAYS,
  calendarScope,
  canAdministerTeamCondition,
  managedDepartmentIds,
  managedSubdepartmentIds,
  managedTeamIds,
  idInScope,
  managedUsersScope,
  medicalScope,
  NEVER,
  type UserScope,
  usersOfDepartments,
  usersOfSubdepartments,
  visibleTeamCondition,
} from './scope-sql.ts';

/** Enough for a large organisation's managers in one statement, far below PostgreSQL's limit on parameters. */
const CONDITIONS_PER_STATEMENT = 200;

/** The one place where role and scope questions are answered (docs/api-contract.md §2.2, §10.2). */
export function createAuthorization(db: Database) {
  async function holds(condition: Sql): Promise<boolean> {
    if (condition === ALWAYS || condition === NEVER) return condition === ALWAYS;
    const [row] = await db.query<{ holds: boolean }>(sql`SELECT (${condition}) AS holds`);
    return row?.holds === true;
  }
  /**
   * Each condition's answer, in order: those known already (ALWAYS, NEVER) without the database, the others
   * in one statement per CONDITIONS_PER_STATEMENT, so a rule asked of a whole organisation costs a round trip.
   */
  async function holdsEach(conditions: Sql[]): Promise<boolean[]> {
    const answers = conditions.map((condition) => (condition === ALWAYS ? true : condition === NEVER ? false : undefined));
    const asked = answers.flatMap((answer, index) => (answer === undefined ? [index] : []));
    for (let at = 0; at < asked.length; at += CONDITIONS_PER_STATEMENT) {
      const chunk = asked.slice(at, at + CONDITIONS_PER_STATEMENT);
      const [row] = await db.query<{ holds: (boolean | null)[] }>(
        sql`SELECT ARRAY[${join(chunk.map((index) => sql`(${conditions[index] ?? NEVER})`))}]::boolean[] AS holds`,
      );
      chunk.forEach((index, position) => {
        answers[index] = row?.holds[position] === true;
      });
    }
    return answers.map((answer) => answer === true);
  }
  const userIn = (scope: UserScope, userId: number) => holds(idInScope(userId, scope));
  /** The rules asked of many callers at once (see `holdsEach`), as conditions; the methods below of the same names answer them. */
  const when = {
    canDecideCalendarRequestOf: (caller: Caller, ownerId: number): Sql =>
      ownerId !== caller.id || isAdmin(caller) ? idInScope(ownerId, calendarScope(caller)) : NEVER,
    canDecideJustificationOf: (caller: Caller, ownerId: number): Sql =>
      ownerId !== caller.id || isAdmin(caller) ? idInScope(ownerId, medicalScope(caller)) : NEVER,
  };

  return {
    holds,
    holdsEach,
    when,
    isAdmin,
    managesDept: (caller: Caller, departmentId: number) => holds(sql`${departmentId} IN (${managedDepartmentIds(caller)})`),
    managesSub: (caller: Caller, subdepartmentId: number) => holds(sql`${subdepartmentId} IN (${managedSubdepartmentIds(caller)})`),
    managesTeam: (caller: Caller, teamId: number) => holds(sql`${teamId} IN (${managedTeamIds(caller)})`),
    canAdministerDept: async (caller: Caller, departmentId: number) =>
      isAdmin(caller) || holds(sql`${departmentId} IN (${managedDepartmentIds(caller)})`),
    canAdministerSub: async (caller: Caller, subdepartmentId: number) =>
      isAdmin(caller) ||
      holds(sql`EXISTS (SELECT 1 FROM subdepartments s WHERE s.id = ${subdepartmentId} AND s.department_id IN (${managedDepartmentIds(caller)}))`),
    canAdministerTeam: (caller: Caller, teamId: number) =>
      holds(sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND ${canAdministerTeamCondition(caller, 't')})`),
    /** Membership changes: the team's administrators and its own manager (docs/api-contract.md E6, E7). */
    canManageMembersOf: async (caller: Caller, teamId: number) =>
      holds(
        sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND (${canAdministerTeamCondition(caller, 't')} OR t.id IN (${managedTeamIds(caller)})))`,
      ),
    /**
     * Creating a team in, or moving one into, a department and optionally one of
     * its sub-departments: the department's administrators anywhere in it, a
     * sub-department manager only into a sub-department of their own (docs/api-contract.md E3, E4).
     */
    canPlaceTeamIn: async (caller: Caller, departmentId: number, subdepartmentId: number | null) =>
      isAdmin(caller) ||
      holds(
        subdepartmentId === null
          ? sql`${departmentId} IN (${managedDepartmentIds(caller)})`
          : sql`(${departmentId} IN (${managedDepartmentIds(caller)}) OR ${subdepartmentId} IN (${managedSubdepartmentIds(caller)}))`,
      ),
    /**
     * Putting a user into a team of the department (as member or as its manager):
     * admins anyone; others only users who already belong to the department and
     * are not admins, so nobody widens their own scope by enrolling outsiders.
     */
    mayEnrolIn: async (caller: Caller, userId: number, departmentId: number) => {
      if (mayEnrolOutsideDepartment(caller.roles)) return true;
      const [user] = await db.query<{ roles: unknown }>(
        sql`SELECT u.roles FROM users u WHERE u.id = ${userId} AND u.id IN (${usersOfDepartments(sql`SELECT ${departmentId}::integer`)})`,
      );
      return user !== undefined && isEnrollableByManager(normaliseRoles(user.roles));
    },
    /**
     * Putting a user into a team (as member or as its manager) of `team`'s
     * department and sub-department: admins anyone; the department's manager
     * people of the department; the sub-department's manager only people already
     * in that sub-department. Team managers enrol nobody: otherwise any manager
     * could pull colleagues of the department into their own scope.
     */
    mayEnrolInTeam: async (caller: Caller, userId: number, team: { department_id: number; subdepartment_id: number | null }) => {
      if (mayEnrolOutsideDepartment(caller.roles)) return true;
      const subdepartmentPeople =
        team.subdepartment_id === null
          ? sql`FALSE`
          : sql`(${team.subdepartment_id}::integer IN (${managedSubdepartmentIds(caller)})
                 AND u.id IN (${usersOfSubdepartments(sql`SELECT ${team.subdepartment_id}::integer`)}))`;
      const [user] = await db.query<{ roles: unknown }>(
        sql`SELECT u.roles FROM users u
            WHERE u.id = ${userId}
              AND ((${team.department_id}::integer IN (${managedDepartmentIds(caller)})
                    AND u.id IN (${usersOfDepartments(sql`SELECT ${team.department_id}::integer`)}))
                   OR ${subdepartmentPeople})`,
      );
      return user !== undefined && isEnrollableByManager(normaliseRoles(user.roles));
    },
    canSeeTeam: (caller: Caller, teamId: number) =>
      holds(sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND ${visibleTeamCondition(caller, 't')})`),
    canManageCalendarOf: (caller: Caller, userId: number) => userIn(calendarScope(caller), userId),
    canManageMedicalOf: (caller: Caller, userId: number) => userIn(medicalScope(caller), userId),
    /** Decide on a holiday request of the user: calendar powers over them, never on one's own unless admin (docs/api-contract.md §10.2). */
    canDecideCalendarRequestOf: (caller: Caller, ownerId: number) => holds(when.canDecideCalendarRequestOf(caller, ownerId)),
    /** Approve or deny a justification of the user: medical powers over them, never one's own unless admin. */
    canDecideJustificationOf: (caller: Caller, ownerId: number) => holds(when.canDecideJustificationOf(caller, ownerId)),
    /** Some manager link of the caller covers the user (manager field view of §4.1). */
    managerCovers: (caller: Caller, userId: number) => userIn(managedUsersScope(caller), userId),
  };
}

export type Authorization = ReturnType<typeof createAuthorization>;

declare module 'fastify' {
  interface FastifyInstance {
    authorization: Authorization;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('authorization', createAuthorization(app.db));
  },
  { name: 'authorization', dependencies: ['db'] },
);
