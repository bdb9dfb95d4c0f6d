import type { LoaderFunctionArgs } from 'react-router';
import { loadTaskView, type TaskViewData } from '../../components/TaskView';

/** One task on its own page (contract M4); 404 for a task the caller may not see. */
export function taskDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<TaskViewData> {
  return loadTaskView(params.taskID ?? '', request.signal);
}
