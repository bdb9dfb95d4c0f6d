import type { LoaderFunctionArgs } from 'react-router';
import type { TaskViewData } from '../../components/TaskView';
import { loadTaskView } from '../../data/task-view.data';

/** One task beside its board (docs/api-contract.md M4). */
export function taskSlidePanelLoader({ params, request }: LoaderFunctionArgs): Promise<TaskViewData> {
  return loadTaskView(params.id ?? '', request.signal);
}
