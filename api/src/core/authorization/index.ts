import { isEnrollableByManager, mayEnrolOutsideDepartment } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import type { Database } from '../db/database.ts';
import { type Caller, normaliseRoles } from '../authentication/caller.ts';
import { isAdmin } from './roles.ts';
import {
  calendarScope,
  canAdministerTeamCondition,
  managedDepartmentIds,
  managedSubdepartmentIds,
  managedTeamIds,
  managedUsersScope,
  medicalScope,
  type UserScope,
  usersOfDepartments,
  usersOfSubdepartments,
  visibleTeamCondition,
} from './scope-sql.ts';
import { createTaskRules } from './task-rules.ts';

/** The one place where role and scope questions are answered (docs/api-contract.md §2.2, §10.2). */
export function createAuthorization(db: Database) {
  async function holds(condition: Sql): Promise<boolean> {
    const [row] = await db.query<{ holds: boolean }>(sql`SELECT (${condition}) AS holds`);
    return row?.holds === true;
  }
  const userIn = async (scope: UserScope, userId: number) => scope.everyone || holds(sql`${userId}::integer IN (${scope.userIds})`);

  return {
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
    canDecideCalendarRequestOf: async (caller: Caller, ownerId: number) =>
      (ownerId !== caller.id || isAdmin(caller)) && userIn(calendarScope(caller), ownerId),
    /** Approve or deny a justification of the user: medical powers over them, never one's own unless admin. */
    canDecideJustificationOf: async (caller: Caller, ownerId: number) =>
      (ownerId !== caller.id || isAdmin(caller)) && userIn(medicalScope(caller), ownerId),
    ...createTaskRules(holds),
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
