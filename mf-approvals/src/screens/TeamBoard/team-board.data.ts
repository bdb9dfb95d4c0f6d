import { type Task, type Team, tasksApi, teamsApi } from '@portal/shared-api';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { newestFirst } from '../../components/task-facts';

export type TeamBoardData = { team: Team; tasks: Task[] };

/** The team and its live tasks; the server refuses (403) a board the caller may not see. */
export async function teamBoardLoader({ params, request }: LoaderFunctionArgs): Promise<TeamBoardData> {
  const teamID = params.boardTeamID ?? '';
  const config = { notifyErrors: false, signal: request.signal };
  const [team, tasks] = await Promise.all([teamsApi.get(teamID, config), tasksApi.listOfTeam(teamID, config)]);
  return { team, tasks: newestFirst(tasks) };
}

/** Opening or closing a task's panel does not reload the board; a retry or a submission does. */
export const teamBoardShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }) => {
  const movesWithinBoard = currentUrl.pathname !== nextUrl.pathname && currentParams.boardTeamID === nextParams.boardTeamID;
  return movesWithinBoard ? false : defaultShouldRevalidate;
};
