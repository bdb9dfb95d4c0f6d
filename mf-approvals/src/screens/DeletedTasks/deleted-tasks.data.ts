import { tasksApi } from '@portal/shared-api';
import { refuseWrite, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadTeamTasks, type TeamTasksData } from '../../components/TaskTable';

/** The team and its deleted tasks (docs/api-contract.md M1, `deleted=true`): only those who run the team get any. */
export function deletedTasksLoader({ params, request }: LoaderFunctionArgs): Promise<TeamTasksData> {
  return loadTeamTasks(params.boardId ?? '', 'deleted', request.signal);
}

/** Restores one deleted task to the board (docs/api-contract.md M6, `deleted: false`); the server decides who may. */
export async function deletedTasksAction({ request }: ActionFunctionArgs): Promise<WriteResult> {
  const taskId = Number((await request.formData()).get('taskId'));
  if (!Number.isInteger(taskId) || taskId <= 0) return refuseWrite('Tarea no válida.');
  return writeAndNotify(() => tasksApi.change(taskId, { deleted: false }), { success: 'Tarea restaurada' });
}
