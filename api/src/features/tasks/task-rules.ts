import type { UploadEntity } from '@portal/shared-api/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin, opensScreen } from '../../core/authorization/roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds, visibleJustificationCondition } from '../../core/authorization/scope-sql.ts';
import {
  boardTeamCondition,
  incidentTeamCondition,
  taskAttachCondition,
  taskAuthorTeamCondition,
  taskRunnerCondition,
  taskUnlockCondition,
  taskWorkerCondition,
  visibleTaskCondition,
} from './task-scope-sql.ts';

/** A stored file as the download and removal rules need it. */
export type FileOwnership = { deleted: boolean; task_id: number | null; entity: string | null; entity_id?: number | null; created_by_id?: number };

/** The message tables of docs/api-contract.md O, with the way to reach their task (`k`). */
const MESSAGE_SOURCES = {
  TaskMessage: sql`task_messages m JOIN tasks k ON k.id = m.task_id`,
  SubtaskMessage: sql`subtask_messages m JOIN subtasks s ON s.id = m.subtask_id AND NOT s.deleted JOIN tasks k ON k.id = s.task_id`,
} as const;
export type MessageKind = keyof typeof MESSAGE_SOURCES;

/** A condition on the task `taskId` (aliased `k`). */
const onTask = (taskId: number, condition: Sql) => sql`EXISTS (SELECT 1 FROM tasks k WHERE k.id = ${taskId} AND ${condition})`;

/** Status changes through requested (2) and rejected (3): M6, M10, M11. */
export const taskUnlockableCondition = (caller: Caller, taskId: number) => onTask(taskId, taskUnlockCondition(caller, 'k'));

/** Task, board, subtask, message and file rules (docs/api-contract.md §2.2, M, N, O, R), built on the module's `holds`. */
export function createTaskRules(holds: (condition: Sql) => Promise<boolean>) {
  const teamHolds = (teamId: number, condition: Sql) => holds(sql`EXISTS (SELECT 1 FROM teams t WHERE t.id = ${teamId} AND ${condition})`);
  const taskHolds = (taskId: number, condition: Sql) => holds(onTask(taskId, condition));
  /** A condition on the task of a live subtask. */
  const subtaskHolds = (subtaskId: number, condition: Sql) =>
    holds(sql`EXISTS (SELECT 1 FROM subtasks s JOIN tasks k ON k.id = s.task_id WHERE s.id = ${subtaskId} AND NOT s.deleted AND ${condition})`);
  /** A condition on a live message (`m`) and its task (`k`). */
  const messageHolds = (kind: MessageKind, messageId: number, condition: Sql) =>
    holds(sql`EXISTS (SELECT 1 FROM ${MESSAGE_SOURCES[kind]} WHERE m.id = ${messageId} AND NOT m.deleted AND ${condition})`);
  const canSeeTask = (caller: Caller, taskId: number) => taskHolds(taskId, visibleTaskCondition(caller, 'k'));
  const justificationHolds = (justificationId: number, condition: Sql) =>
    holds(sql`EXISTS (SELECT 1 FROM justifications j WHERE j.id = ${justificationId} AND ${condition})`);

  return {
    /** The team's whole board (canSeeTeam of §2.2). */
    canSeeBoard: (caller: Caller, teamId: number) => teamHolds(teamId, boardTeamCondition(caller, 't')),
    canSeeTask,
    mayRaiseIncidentIn: (caller: Caller, teamId: number) => teamHolds(teamId, incidentTeamCondition(caller, 't')),
    mayAddTaskTo: (caller: Caller, teamId: number) => teamHolds(teamId, taskAuthorTeamCondition(caller, 't')),
    /** Member fields of M6, assignments (M9), subtasks (N3, N4) and tags (L4). */
    mayWorkOnTask: (caller: Caller, taskId: number) => taskHolds(taskId, taskWorkerCondition(caller, 'k')),
    /** `deleted`, `store`, `team` and ordinary status changes of M6. */
    runsTaskTeam: (caller: Caller, taskId: number) => taskHolds(taskId, taskRunnerCondition(caller, 'k')),
    mayUnlockTask: (caller: Caller, taskId: number) => holds(taskUnlockableCondition(caller, taskId)),
    /** A live subtask whose task the caller sees. */
    canSeeSubtask: (caller: Caller, subtaskId: number) => subtaskHolds(subtaskId, visibleTaskCondition(caller, 'k')),
    mayWorkOnSubtask: (caller: Caller, subtaskId: number) => subtaskHolds(subtaskId, taskWorkerCondition(caller, 'k')),
    /** Writing on a task or subtask (O3, O7): whoever sees it, while it is live. */
    mayCommentOn: (caller: Caller, kind: MessageKind, parentId: number) =>
      kind === 'TaskMessage'
        ? taskHolds(parentId, sql`NOT k.deleted AND ${visibleTaskCondition(caller, 'k')}`)
        : subtaskHolds(parentId, sql`NOT k.deleted AND ${visibleTaskCondition(caller, 'k')}`),
    /** Editing a message (O4, O8): its author, while they still see the task. */
    mayEditMessage: (caller: Caller, kind: MessageKind, messageId: number) =>
      messageHolds(kind, messageId, sql`m.user_id = ${caller.id} AND ${visibleTaskCondition(caller, 'k')}`),
    /** Deleting a message (O4, O8): its author, or an administrator of the task's team. */
    mayDeleteMessage: (caller: Caller, kind: MessageKind, messageId: number) =>
      messageHolds(
        kind,
        messageId,
        sql`((m.user_id = ${caller.id} AND ${visibleTaskCondition(caller, 'k')})
             OR EXISTS (SELECT 1 FROM teams t WHERE t.id = k.team_id AND ${canAdministerTeamCondition(caller, 't')}))`,
      ),
    /**
     * Uploading a file for an entity (R1): own avatar, logos of what the caller
     * administers, tasks they work on or asked for, own messages, own pending justifications.
     */
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
        case 'TaskMessage':
        case 'SubtaskMessage':
          return messageHolds(entity, entityId, sql`NOT k.deleted AND m.user_id = ${caller.id} AND ${visibleTaskCondition(caller, 'k')}`);
        case 'Justification':
          return justificationHolds(entityId, sql`j.user_id = ${caller.id} AND NOT j.status`);
      }
    },
    /**
     * Downloading (R2, §10.4): avatars and logos for everyone logged in, task
     * and message files for those who see the task, a justification's file for
     * those who see the justification (its owner and whoever handles their
     * medical absences), soft-deleted files only for admins.
     */
    canSeeFile: async (caller: Caller, file: FileOwnership): Promise<boolean> => {
      if (file.deleted) return opensScreen(caller, 'deletedFiles');
      if (file.task_id !== null) return canSeeTask(caller, file.task_id);
      if (file.entity === 'Justification') return file.entity_id != null && justificationHolds(file.entity_id, visibleJustificationCondition(caller, 'j'));
      return file.entity === 'User' || file.entity === 'Team' || file.entity === 'Department';
    },
    /** Soft-deleting a file: its uploader, or whoever runs the team of its task. */
    mayRemoveFile: async (caller: Caller, file: FileOwnership): Promise<boolean> =>
      file.created_by_id === caller.id || isAdmin(caller) || (file.task_id !== null && taskHolds(file.task_id, taskRunnerCondition(caller, 'k'))),
  };
}

export type TaskRules = ReturnType<typeof createTaskRules>;

declare module 'fastify' {
  interface FastifyInstance {
    taskRules: TaskRules;
  }
}

/** The rules as `app.taskRules`, for the features that work on tasks, subtasks, their messages and files. */
export const taskRulesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('taskRules', createTaskRules(app.authorization.holds));
  },
  { name: 'task-rules', dependencies: ['authorization'] },
);
