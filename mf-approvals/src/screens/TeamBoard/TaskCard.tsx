import type { Task } from '@portal/shared-api';
import { WorkClock } from '@portal/shared-ui';
import { Link } from 'react-router';
import { AssigneeAvatars, type People } from '../../components/Assignees';
import { TaskTags } from '../../components/TaskTags';
import { assigneeIdsOf, attachmentCount, requesterOf, STATUS_COLUMNS, statusIdOf } from '../../components/task-facts';

type TaskCardProps = {
  task: Task;
  people: People;
  /** Offered only to those who may change a task's status. */
  onMove?: (task: Task, statusId: number) => void;
  onToggleClock: (task: Task) => void;
  clockBusy: boolean;
};

/** One task on the board: what it is, who asked, who works on it, its tags and time. */
export function TaskCard({ task, people, onMove, onToggleClock, clockBusy }: TaskCardProps) {
  const files = attachmentCount(task);
  const status = statusIdOf(task);
  return (
    <article
      className={`task-card${task.urgent ? ' is-urgent' : ''}`}
      aria-label={task.name}
      draggable={onMove !== undefined}
      onDragStart={(event) => event.dataTransfer?.setData('text/plain', String(task.id))}
    >
      <header className="task-card-top">
        <span className="muted small">#{task.id}</span>
        {task.urgent && <span className="badge badge-danger">Urgente</span>}
        {files > 0 && (
          <span className="task-card-files" title={`${files} adjuntos`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
            </svg>
            {files} <span className="visually-hidden">adjuntos</span>
          </span>
        )}
      </header>
      <Link className="task-card-name" to={`slidepanel/${task.id}`}>
        {task.name}
      </Link>
      <p className="task-card-requester muted small">{requesterOf(task)}</p>
      <TaskTags task={task} />
      <footer className="task-card-bottom">
        <AssigneeAvatars ids={assigneeIdsOf(task)} people={people} />
        <WorkClock iri={task['@id']} name={task.name} seconds={task.timeWorking ?? 0} busy={clockBusy} onToggle={() => onToggleClock(task)} />
      </footer>
      {onMove && (
        <select
          className="input task-card-move"
          aria-label={`Mover ${task.name} a`}
          value=""
          onChange={(event) => onMove(task, Number(event.target.value))}
        >
          <option value="">Mover a…</option>
          {STATUS_COLUMNS.filter((column) => column.id !== status).map((column) => (
            <option key={column.id} value={column.id}>
              {column.title}
            </option>
          ))}
        </select>
      )}
    </article>
  );
}
