import { EmptyState, Loader, useCardQuery, useClockToggle, WorkClock } from '@portal/shared-ui';
import { Link } from 'react-router';
import { boardPath, taskPanelPath } from '../../components/paths';
import { myBoardsQuery } from './my-boards.data';

// The card names the newest few; the count and the board's link lead to the rest.
const SHOWN_TASKS = 3;

/** The person's boards, each with the newest open tasks assigned to them and a clock to start or pause each. */
export function MyBoards() {
  const boards = useCardQuery(myBoardsQuery);
  const { busy, toggle } = useClockToggle();
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
                  <WorkClock
                    iri={task['@id']}
                    name={task.name}
                    seconds={task.timeWorking}
                    busy={busy === task['@id']}
                    warnIfForgotten
                    onToggle={() => void toggle({ '@id': task['@id'], '@type': 'Task', id: task.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
