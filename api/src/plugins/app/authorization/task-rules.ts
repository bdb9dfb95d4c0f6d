import sql, { type Sql } from 'sql-template-tag';
import type { UploadEntity } from '@portal/shared-api/rules';
import type { Caller } from '../authentication/caller.ts';
import { hasRole, isAdmin, ROLE } from './roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds } from './scope-sql.ts';
import {
  boardTeamCondition,
  incidentTeamCondition,
  taskAttachCondition,
  taskAuthorTeamCondition,
  visibleTaskCondition,
} from './task-scope-sql.ts';

/** A stored file as the download rule needs it. */
export type FileOwnership = { deleted: boolean; task_id: number | null; entity: string | null };

/** Task, board and file rules (contract §2.2, M1, M5, R1, R2, §10.4), built on the module's `holds`. */
export function createTaskRules(holds: (condition: Sql) => Promise<boolean>) {
  const teamHolds = (teamId: number, condition: Sql) => holds(sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND ${condition})`);
  const taskHolds = (taskId: number, condition: Sql) => holds(sql`EXISTS (SELECT 1 FROM tasks k WHERE k.id = ${taskId} AND ${condition})`);
  const canSeeTask = (caller: Caller, taskId: number) => taskHolds(taskId, visibleTaskCondition(caller, 'k'));

  return {
    /** The team's whole board (canSeeTeam of §2.2). */
    canSeeBoard: (caller: Caller, teamId: number) => teamHolds(teamId, boardTeamCondition(caller, 't')),
    canSeeTask,
    mayRaiseIncidentIn: (caller: Caller, teamId: number) => teamHolds(teamId, incidentTeamCondition(caller, 't')),
    mayAddTaskTo: (caller: Caller, teamId: number) => teamHolds(teamId, taskAuthorTeamCondition(caller, 't')),
    /** Uploading a file for an entity (R1): own avatar, logos of what the caller administers, tasks they work on or asked for. */
    mayAttachFileTo: async (caller: Caller, entity: UploadEntity, entityId: number): Promise<boolean> => {
      switch (entity) {
        case 'User':
          return entityId === caller.id || isAdmin(caller);
        case 'Team':
          return teamHolds(entityId, canAdministerTeamCondition(caller, 't'));
        case 'Department':
          return isAdmin(caller) || holds(sql`${entityId} IN (${managedDepartmentIds(caller)})`);
        case 'Task':
          return taskHolds(entityId, taskAttachCondition(caller, 'k'));
      }
    },
    /**
     * Downloading (R2, §10.4): avatars and logos for everyone logged in, task
     * files for those who see the task, soft-deleted files only for admins.
     */
    canSeeFile: async (caller: Caller, file: FileOwnership): Promise<boolean> => {
      if (file.deleted) return isAdmin(caller) || hasRole(caller, ROLE.SYS_ADMIN);
      if (file.task_id !== null) return canSeeTask(caller, file.task_id);
      return file.entity === 'User' || file.entity === 'Team' || file.entity === 'Department';
    },
  };
}
