import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import type { Database } from '../../../db/database.ts';
import type { Caller } from '../authentication/caller.ts';
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
  visibleTeamCondition,
} from './scope-sql.ts';

/** The one place where role and scope questions are answered (contract §2.2, §10.2). */
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
    canSeeTeam: (caller: Caller, teamId: number) =>
      holds(sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND ${visibleTeamCondition(caller, 't')})`),
    canManageCalendarOf: (caller: Caller, userId: number) => userIn(calendarScope(caller), userId),
    canManageMedicalOf: (caller: Caller, userId: number) => userIn(medicalScope(caller), userId),
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
