import { currentSessionUser, type Task, TASK_STATUS, tasksApi } from '@portal/shared-api';
import { EmptyState, Loader, teamsOfUser, useWidgetData } from '@portal/shared-ui';
import { Link } from 'react-router';
import { boardPath, taskPanelPath } from '../../components/paths';
import { assigneeIdsOf, statusIdOf } from '../../components/task-facts';

type Board = { id: number; name: string; openTasks: Task[] };

// The card names the newest few; the count and the board's link lead to the rest.
const SHOWN_TASKS = 3;

const OPEN = new Set<number>([TASK_STATUS.REQUESTED, TASK_STATUS.ACTIVE]);

/** Every board of the person's teams, with the open tasks assigned to them on it, newest first. */
async function loadBoards(signal: AbortSignal): Promise<Board[]> {
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

export function MyBoards() {
  const boards = useWidgetData(loadBoards, ['tasks', 'user_teams', 'teams']);
  if (!boards) return <Loader />;
  if (boards.length === 0) return <EmptyState message="No pertenece a ningún equipo." />;
  return (
    <ul className="widget-list">
      {boards.map((board) => (
        <li key={board.id} className="widget-board">
          <Link to={boardPath(board.id)}>{board.name}</Link>
          <span className="muted">{board.openTasks.length === 1 ? '1 tarea abierta' : `${board.openTasks.length} tareas abiertas`}</span>
          {board.openTasks.length > 0 && (
            <ul className="widget-sublist">
              {board.openTasks.slice(0, SHOWN_TASKS).map((task) => (
                <li key={task.id}>
                  <Link to={taskPanelPath(board.id, task.id)}>{task.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
