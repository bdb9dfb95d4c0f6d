import { currentSessionUser, type Task, TASK_STATUS, tasksApi } from '@portal/shared-api';
import { cardQuery, teamsOfUser } from '@portal/shared-ui';
import { assigneeIdsOf, statusIdOf } from '../../components/task-facts';

type Board = { id: number; name: string; openTasks: Task[] };

const OPEN = new Set<number>([TASK_STATUS.REQUESTED, TASK_STATUS.ACTIVE]);

/** Every board of the person's teams, with the open tasks assigned to them on it, newest first. */
async function readMyBoards(signal: AbortSignal): Promise<Board[]> {
  const me = await currentSessionUser();
  const teams = teamsOfUser(me);
  const tasks = await Promise.all(teams.map((team) => tasksApi.listOfTeam(team.id, { signal })));
  return teams.map((team, index) => ({
    ...team,
    openTasks: (tasks[index] ?? [])
      .filter((task) => OPEN.has(statusIdOf(task)) && me !== null && assigneeIdsOf(task).includes(me.id))
      .sort((a, b) => b.id - a.id),
  }));
}

/** The card's data, read again after a change of what it shows. */
export const myBoardsQuery = cardQuery('mf_approvals.my-boards', readMyBoards, ['tasks', 'user_teams', 'teams']);
