import type { FastifyInstance } from 'fastify';
import { conflict } from '../../core/errors/api-error.ts';
import { notifyDecision } from '../notifications/task-notices.ts';
import { TASK_STATUS } from './task-statuses.ts';
import { publishTaskChange } from './task-writes.ts';

const NOT_PENDING = 'La tarea no está pendiente de autorización';

/**
 * Authorises (M10) or rejects (M11) a task as `deciderId`, from the portal and
 * the e-mail's links alike. The status moves in one conditional UPDATE, so two
 * deciders at once get one 409; a rejection's reason becomes a message on the task.
 */
export async function decideTask(
  app: FastifyInstance,
  taskId: number,
  decision: { authorized: true; from: number[] } | { authorized: false; reason: string },
  deciderId: number,
): Promise<void> {
  const moved = decision.authorized
    ? await app.taskWrites.moveStatus(taskId, decision.from, TASK_STATUS.ACTIVE, undefined, notifyDecision(app.notifications, taskId, { decidedBy: deciderId, authorized: true }))
    : await app.taskWrites.moveStatus(
        taskId,
        [TASK_STATUS.REQUESTED],
        TASK_STATUS.REJECTED,
        decision.reason === '' ? undefined : { userId: deciderId, message: decision.reason },
        notifyDecision(app.notifications, taskId, { decidedBy: deciderId, authorized: false, reason: decision.reason }),
      );
  if (!moved) throw conflict(NOT_PENDING);
  await publishTaskChange(app, taskId);
}
