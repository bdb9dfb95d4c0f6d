import { EmptyState } from '@portal/shared-ui';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { boardPath } from '../../components/incident-paths';
import { TaskTable, type TeamTasksData } from '../../components/TaskTable';
import { namesText } from '../../components/task-facts';

/** The team's archive (`/storefile/{boardId}`): read-only, searchable. */
export function StoredTasks() {
  const { team, tasks } = useLoaderData() as TeamTasksData;
  const [text, setText] = useState('');
  const shown = tasks.filter((task) => namesText(task, text));
  return (
    <section className="page" aria-labelledby="stored-tasks-title">
      <header className="page-header">
        <h1 id="stored-tasks-title">Tareas archivadas de {team.name}</h1>
        <Link to={boardPath(team.id)}>Volver al tablero</Link>
      </header>
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
    </section>
  );
}
