import type { TaskMessage } from '@portal/shared-api';
import { formatDateTime } from '@portal/shared-ui';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { boardPath } from '../../components/incident-paths';
import { requesterOf, statusLabel } from '../../components/task-facts';
import { TaskFiles } from '../../components/TaskFiles';
import type { TaskSlidePanelData } from './task-slide-panel.data';

const isMessage = (message: unknown): message is TaskMessage => typeof message === 'object' && message !== null;

/** A task's details beside its board (`/board/{team}/slidepanel/{id}`); Escape or Cerrar goes back to the board. */
export function TaskSlidePanel() {
  const { task } = useLoaderData() as TaskSlidePanelData;
  const { boardTeamID = '' } = useParams();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const messages = (task.messages ?? []).filter(isMessage);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <aside
      className="card task-panel"
      aria-labelledby="task-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') navigate(boardPath(boardTeamID));
      }}
    >
      <header className="task-panel-header">
        <h2 id="task-panel-title" ref={heading} tabIndex={-1}>
          {task.name}
        </h2>
        <Link className="btn btn-ghost" to={boardPath(boardTeamID)}>
          Cerrar
        </Link>
      </header>
      <dl>
        <dt>Estado</dt>
        <dd>{statusLabel(task)}</dd>
        <dt>Solicitante</dt>
        <dd>{requesterOf(task)}</dd>
        <dt>Fecha</dt>
        <dd>{task.createdAt ? formatDateTime(task.createdAt) : '—'}</dd>
        <dt>Incidencia</dt>
        <dd>{task.incident ? 'Sí' : 'No'}</dd>
      </dl>
      <h3>Mensajes</h3>
      {messages.length === 0 ? (
        <p className="muted">Sin mensajes</p>
      ) : (
        <ul className="task-messages">
          {messages.map((message) => (
            <li key={message.id}>
              <p>{message.message}</p>
              {message.createdAt && <span className="muted">{formatDateTime(message.createdAt)}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3>Adjuntos</h3>
      <TaskFiles files={task.files} />
    </aside>
  );
}
