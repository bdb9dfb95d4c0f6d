import type { Task } from '@portal/shared-api';
import { EmptyState } from '@portal/shared-ui';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { boardPath } from '../../components/incident-paths';
import { TaskTable, type TeamTasksData } from '../../components/TaskTable';

function RestoreButton({ task }: { task: Task }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="taskId" value={task.id} />
      <button type="submit" className="btn" disabled={fetcher.state !== 'idle'} aria-label={`Restaurar ${task.name}`}>
        {fetcher.state === 'idle' ? 'Restaurar' : 'Restaurando...'}
      </button>
    </fetcher.Form>
  );
}

/** The team's deleted tasks (`/deleted_tasks/{boardId}`); its administrators put one back on the board. */
export function DeletedTasks() {
  const { team, tasks } = useLoaderData() as TeamTasksData;
  return (
    <section className="page" aria-labelledby="deleted-tasks-title">
      <header className="page-header">
        <h1 id="deleted-tasks-title">Tareas eliminadas de {team.name}</h1>
        <Link to={boardPath(team.id)}>Volver al tablero</Link>
      </header>
      {tasks.length === 0 ? (
        <EmptyState message="No hay tareas eliminadas." />
      ) : (
        <TaskTable caption={`Tareas eliminadas de ${team.name}`} tasks={tasks} action={(task) => <RestoreButton task={task} />} />
      )}
    </section>
  );
}
