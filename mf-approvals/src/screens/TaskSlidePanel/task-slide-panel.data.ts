import type { LoaderFunctionArgs } from 'react-router';
import { loadTaskView, type TaskViewData } from '../../components/TaskView';

/** One task beside its board (contract M4). */
export function taskSlidePanelLoader({ params, request }: LoaderFunctionArgs): Promise<TaskViewData> {
  return loadTaskView(params.id ?? '', request.signal);
}
