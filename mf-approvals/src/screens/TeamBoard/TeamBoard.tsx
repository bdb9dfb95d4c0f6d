import { EmptyState, formatDateTime } from '@portal/shared-ui';
import { Link, Outlet, useLoaderData } from 'react-router';
import { requesterOf, statusLabel } from '../../components/task-facts';
import { TaskFiles } from '../../components/TaskFiles';
import type { TeamBoardData } from './team-board.data';
import { useBoardLiveRefresh } from './use-board-live-refresh';
import './team-board.css';

/** The landing board of a team: its tasks, newest first, read-only; a task's details open beside it. */
export function TeamBoard() {
  const { team, tasks } = useLoaderData() as TeamBoardData;
  useBoardLiveRefresh(team['@id']);
  return (
    <section className="page team-board" aria-labelledby="team-board-title">
      <header className="page-header">
        <h1 id="team-board-title">Tablero de {team.name}</h1>
        {tasks.length > 0 && <span className="badge">{tasks.length}</span>}
      </header>
      <div className="team-board-body">
        {tasks.length === 0 ? (
          <EmptyState message="Este equipo no tiene tareas." />
        ) : (
          <table className="table">
            <caption className="visually-hidden">Tareas de {team.name}</caption>
            <thead>
              <tr>
                <th scope="col">Tarea</th>
                <th scope="col">Estado</th>
                <th scope="col">Solicitante</th>
                <th scope="col">Fecha</th>
                <th scope="col">Adjuntos</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id}>
                  <td>
                    <Link to={`slidepanel/${task.id}`}>{task.name}</Link>
                  </td>
                  <td>{statusLabel(task)}</td>
                  <td>{requesterOf(task)}</td>
                  <td>{task.createdAt ? formatDateTime(task.createdAt) : '—'}</td>
                  <td>
                    <TaskFiles files={task.files} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Outlet />
      </div>
    </section>
  );
}
