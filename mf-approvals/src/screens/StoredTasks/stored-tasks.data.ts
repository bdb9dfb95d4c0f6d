import type { LoaderFunctionArgs } from 'react-router';
import { loadTeamTasks, type TeamTasksData } from '../../components/TaskTable';

/** The team and its archived tasks. */
export function storedTasksLoader({ params, request }: LoaderFunctionArgs): Promise<TeamTasksData> {
  return loadTeamTasks(params.boardId ?? '', 'stored', request.signal);
}
