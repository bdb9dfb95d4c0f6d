import { type DraggableAttributes, type DraggableSyntheticListeners, useDraggable, useDroppable } from '@dnd-kit/core';
import type { Task } from '@portal/shared-api';
import { formatWeekday, WorkClock } from '@portal/shared-ui';
import { type Ref, useCallback } from 'react';
import { Link } from 'react-router';
import { AssigneeAvatars, type People } from '../../components/Assignees';
import { TagChip } from '../../components/TaskTags';
import { assigneeIdsOf, attachmentCount, STATUS_COLUMNS, statusIdOf, TAG_PLACES, tagTypeOf } from '../../components/task-facts';
import { type CardDragData, cardDragId, type PlaceDropData, placeDropId } from './board-dnd';
import { tagsWorthShowing } from './card-tags';

type TaskCardProps = {
  task: Task;
  people: People;
  /** Offered only to those who may change a task's status. */
  onMove?: (task: Task, statusId: number) => void;
  onToggleClock: (task: Task) => void;
  clockBusy: boolean;
  /** The copy that follows the pointer during a drag: seen, not read (the card itself stays in its list). */
  preview?: boolean;
  /** What dnd-kit hands a card that may be dragged. */
  drag?: {
    setNodeRef: Ref<HTMLElement>;
    setGripRef: Ref<HTMLButtonElement>;
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    isDragging: boolean;
    /** A dragged card would go right after this one. */
    isDropAfter: boolean;
  };
};

const placeTitle = (task: Task, tagId: number) => {
  const tag = task.tags?.find((candidate) => candidate.id === tagId);
  return TAG_PLACES.find((place) => tag && place.type === tagTypeOf(tag))?.title ?? 'Etiqueta';
};

/** Who asked: the requester's e-mail of an incident; nothing for a task the team gave itself. */
const requesterText = (task: Task) => task.email ?? null;

/** The six dots people know as 'grab here'. */
function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 18" width="10" height="15" fill="currentColor">
      {[3, 9].flatMap((x) => [3, 9, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/**
 * One task on the board: its number, name, requester, the people on it, its time, and only the tags that tell
 * something its column does not (the five tag places are chosen in the task's panel).
 */
export function TaskCard({ task, people, onMove, onToggleClock, clockBusy, preview = false, drag }: TaskCardProps) {
  const files = attachmentCount(task);
  const status = statusIdOf(task);
  const tags = tagsWorthShowing(task);
  const classes = [
    'task-card',
    task.urgent && 'is-urgent',
    drag && 'is-draggable',
    drag?.isDragging && 'is-dragging',
    drag?.isDropAfter && 'is-drop-after',
    preview && 'is-preview',
  ];
  return (
    <article
      ref={drag?.setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      aria-label={task.name}
      aria-hidden={preview || undefined}
      data-task-id={task.id}
      {...(preview ? { inert: true } : {})}
      {...drag?.listeners}
    >
      <header className="task-card-top">
        {drag && (
          <button ref={drag.setGripRef} type="button" className="task-card-grip" {...drag.attributes} aria-label={`Mover ${task.name}`} title="Arrastrar para mover">
            <GripIcon />
          </button>
        )}
        <span className="task-card-number">#{task.id}</span>
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
      <Link className="task-card-name" to={`slidepanel/${task.id}`} draggable={false}>
        {task.name}
      </Link>
      {requesterText(task) && <p className="task-card-requester muted small">{requesterText(task)}</p>}
      {task.dueDate && <p className="task-card-due small">Vence el {formatWeekday(task.dueDate)}</p>}
      {tags.length > 0 && (
        <ul className="tag-chips" aria-label="Etiquetas">
          {tags.map((tag) => (
            <li key={tag.id}>
              <TagChip tag={tag} title={placeTitle(task, tag.id)} />
            </li>
          ))}
        </ul>
      )}
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

type DraggableTaskCardProps = Omit<TaskCardProps, 'drag' | 'preview'> & {
  /** The card above this one in its column, null when it is the first. */
  afterId: number | null;
  columnTitle: string;
};

/**
 * A card that may be dragged to a place in any column: from anywhere on it with the mouse or a finger, from its
 * grip with the keys. It is also the place right after itself for the card being dragged.
 */
export function DraggableTaskCard({ afterId, columnTitle, ...props }: DraggableTaskCardProps) {
  const { task } = props;
  const statusId = statusIdOf(task);
  const data: CardDragData = { kind: 'card', taskId: task.id, name: task.name, statusId, afterId };
  const { setNodeRef: setDragRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: cardDragId(task.id),
    data,
    attributes: { roleDescription: 'tarea arrastrable' },
  });
  const place: PlaceDropData = { kind: 'after', taskId: task.id, name: task.name, statusId, title: columnTitle };
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: placeDropId(task.id), data: place });
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  return <TaskCard {...props} drag={{ setNodeRef, setGripRef: setActivatorNodeRef, attributes, listeners, isDragging, isDropAfter: isOver && !isDragging }} />;
}
