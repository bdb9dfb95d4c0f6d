import type { LoaderFunctionArgs } from 'react-router';
import type { TaskViewData } from '../../components/TaskView';
import { loadTaskView } from '../../data/task-view.data';

/** One task on its own page (docs/api-contract.md M4); 404 for a task the caller may not see. */
export function taskDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<TaskViewData> {
  return loadTaskView(params.taskID ?? '', request.signal);
}
