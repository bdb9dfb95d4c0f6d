import { activityLogsApi, iri, type Task } from '@portal/shared-api';
import { LoadErrorView, Loader } from '@portal/shared-ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Await, Link, Outlet, useAsyncError, useLoaderData, useRevalidator } from 'react-router';
import { peopleById } from '../../components/Assignees';
import { deletedTasksPath, storedTasksPath } from '../../components/paths';
import { BoardColumns } from './BoardColumns';
import { BoardFilters } from './BoardFilters';
import { type BoardFilter, NO_FILTER } from './board-filters';
import type { TeamBoardData } from './team-board.data';
import './team-board.css';

function TasksLoadError() {
  const error = useAsyncError();
  const { revalidate } = useRevalidator();
  return <LoadErrorView message="No se han podido cargar las tareas del equipo" error={error} onRetry={() => void revalidate()} />;
}

/** The team's board: its live tasks in columns by status, filters, and a task's panel beside them. */
export function TeamBoard() {
  const { team, tags, tasks } = useLoaderData() as TeamBoardData;
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  // Admins see who opened which board; a failed record must not disturb the board.
  useEffect(() => {
    activityLogsApi.recordBoardView(team.name, { notifyErrors: false }).catch(() => undefined);
  }, [team.name]);
  const people = useMemo(
    () => peopleById((team.users ?? []).flatMap((membership) => (typeof membership.user === 'object' ? [membership.user] : []))),
    [team.users],
  );

  return (
    <section className="page team-board" aria-labelledby="team-board-title">
      <header className="page-header team-board-header">
        <h1 id="team-board-title">Tablero de {team.name}</h1>
        <nav className="team-board-links" aria-label="Otras tareas del equipo">
          <Link to={storedTasksPath(team.id)}>Archivadas</Link>
          <Link to={deletedTasksPath(team.id)}>Eliminadas</Link>
        </nav>
      </header>
      <BoardFilters filter={filter} tags={tags} onChange={setFilter} />
      <div className="team-board-body">
        <Suspense fallback={<Loader label="Cargando tareas..." />}>
          <Await resolve={tasks} errorElement={<TasksLoadError />}>
            {(loaded: Task[]) => <BoardColumns tasks={loaded} people={people} filter={filter} teamIri={iri('teams', team.id)} />}
          </Await>
        </Suspense>
        <Outlet />
      </div>
    </section>
  );
}
