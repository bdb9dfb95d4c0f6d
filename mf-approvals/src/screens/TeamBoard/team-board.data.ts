import { type Tag, type Task, type Team, tagsApi, tasksApi, teamsApi } from '@portal/shared-api';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { newestFirst } from '../../components/task-facts';

/** The team and its tags at once; the tasks (a board may hold many) arrive when they are ready, inside the screen. */
export type TeamBoardData = { team: Team; tags: Tag[]; tasks: Promise<Task[]> };

/** The team, the tags and the team's live tasks; the server refuses (403) a board the caller may not see. */
export async function teamBoardLoader({ params, request }: LoaderFunctionArgs): Promise<TeamBoardData> {
  const teamID = params.boardTeamID ?? '';
  const config = { signal: request.signal };
  const tasks = tasksApi.listOfTeam(teamID, config).then(newestFirst);
  // Handled by the screen's <Await>; marked here so an early failure is not reported as unhandled.
  tasks.catch(() => undefined);
  const [team, tags] = await Promise.all([teamsApi.get(teamID, config), tagsApi.list(undefined, config)]);
  return { team, tags, tasks };
}

/** Opening or closing a task's panel does not reload the board; a retry or a submission does. */
export const teamBoardShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }) => {
  const movesWithinBoard = currentUrl.pathname !== nextUrl.pathname && currentParams.boardTeamID === nextParams.boardTeamID;
  return movesWithinBoard ? false : defaultShouldRevalidate;
};
