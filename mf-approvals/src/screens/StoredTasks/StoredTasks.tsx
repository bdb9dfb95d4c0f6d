import { EmptyState } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { TaskTable, type TeamTasksData, TeamTasksPage } from '../../components/TaskTable';
import { namesText } from '../../components/task-facts';

/** The team's archive (`/storefile/{boardId}`): read-only, searchable. */
export function StoredTasks() {
  const { team, tasks } = useLoaderData() as TeamTasksData;
  const [text, setText] = useState('');
  const shown = tasks.filter((task) => namesText(task, text));
  return (
    <TeamTasksPage titleId="stored-tasks-title" title={`Tareas archivadas de ${team.name}`} team={team}>
      {tasks.length === 0 ? (
        <EmptyState message="No hay tareas archivadas." />
      ) : (
        <>
          <input
            className="input task-list-search"
            type="search"
            aria-label="Buscar tareas archivadas"
            placeholder="Buscar por nombre, solicitante o número"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {shown.length === 0 ? (
            <EmptyState message="Ninguna tarea archivada coincide con la búsqueda." />
          ) : (
            <TaskTable caption={`Tareas archivadas de ${team.name}`} tasks={shown} />
          )}
        </>
      )}
    </TeamTasksPage>
  );
}
