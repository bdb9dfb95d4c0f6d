import type { Task } from '@portal/shared-api';
import { EmptyState } from '@portal/shared-ui';
import { useFetcher, useLoaderData } from 'react-router';
import { TaskTable, type TeamTasksData, TeamTasksPage } from '../../components/TaskTable';

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
    <TeamTasksPage titleId="deleted-tasks-title" title={`Tareas eliminadas de ${team.name}`} team={team}>
      {tasks.length === 0 ? (
        <EmptyState message="No hay tareas eliminadas." />
      ) : (
        <TaskTable caption={`Tareas eliminadas de ${team.name}`} tasks={tasks} action={(task) => <RestoreButton task={task} />} />
      )}
    </TeamTasksPage>
  );
}
