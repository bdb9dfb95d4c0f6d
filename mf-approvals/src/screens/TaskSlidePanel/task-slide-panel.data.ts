import { type Task, tasksApi } from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';

export type TaskSlidePanelData = { task: Task };

/** One task with its messages and files (contract M4). */
export async function taskSlidePanelLoader({ params, request }: LoaderFunctionArgs): Promise<TaskSlidePanelData> {
  return { task: await tasksApi.single(params.id ?? '', { notifyErrors: false, signal: request.signal }) };
}
