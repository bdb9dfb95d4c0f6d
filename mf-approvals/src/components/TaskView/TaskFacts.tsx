import { iri, type Tag, type Task, tasksApi, type UserSummary } from '@portal/shared-api';
import { useSessionUser } from '@portal/shared-api/react';
import { formatDateTime, formatWeekday, taskStatusLabel, WorkClock } from '@portal/shared-ui';
import { AssigneeEditor, type People } from '../Assignees';
import { mayOfferMoves } from '../task-powers';
import { assigneeIdsOf, requesterOf, STATUS_COLUMNS, statusIdOf, statusNamed } from '../task-facts';
import type { OptimisticChange } from '../use-optimistic-tasks';
import { useClockToggle } from '../WorkClock';
import { TaskTagPickers } from './TaskTagPickers';

type TaskFactsProps = { task: Task; tags: Tag[]; people: People; members: UserSummary[]; onChange: (change: OptimisticChange) => void };

/** Status, requester, dates, worked time, assignees and tags; the editable ones change at once and are undone if refused. */
export function TaskFacts({ task, tags, people, members, onChange }: TaskFactsProps) {
  const clock = useClockToggle();
  const mayMove = mayOfferMoves(useSessionUser());
  const status = statusIdOf(task);
  const assigned = assigneeIdsOf(task);
  return (
    <dl className="task-facts">
      <dt>Estado</dt>
      <dd>
        {mayMove ? (
          <select
            className="input"
            aria-label="Estado"
            value={status}
            onChange={(event) => {
              const statusId = Number(event.target.value);
              onChange({ guess: { status: statusNamed(statusId) }, write: () => tasksApi.change(task.id, { statusId, fromStatusId: status }) });
            }}
          >
            {STATUS_COLUMNS.map((column) => (
              <option key={column.id} value={column.id}>
                {taskStatusLabel({ ...task, status: statusNamed(column.id) })}
              </option>
            ))}
          </select>
        ) : (
          taskStatusLabel(task)
        )}
        {task.urgent && <span className="badge badge-danger">Urgente</span>}
      </dd>
      <dt>Solicitante</dt>
      <dd>{requesterOf(task)}</dd>
      <dt>Creada</dt>
      <dd>{task.createdAt ? formatDateTime(task.createdAt) : '—'}</dd>
      <dt>Fecha límite</dt>
      <dd>{task.dueDate ? formatWeekday(task.dueDate) : 'Sin fecha límite'}</dd>
      <dt>Tiempo trabajado</dt>
      <dd>
        <WorkClock
          iri={task['@id']}
          name={task.name}
          seconds={task.timeWorking ?? 0}
          busy={clock.isBusy({ kind: 'task', id: task.id })}
          onToggle={() => void clock.toggle({ kind: 'task', id: task.id })}
        />
      </dd>
      <dt>Asignados</dt>
      <dd>
        <AssigneeEditor
          assigned={assigned}
          people={people}
          members={members}
          onChange={(userId, action) =>
            onChange({
              guess: { users: (action === 'add' ? [...assigned, userId] : assigned.filter((id) => id !== userId)).map((id) => iri('users', id)) },
              write: () => tasksApi.assign(task.id, userId, action),
            })
          }
        />
      </dd>
      <dt>Etiquetas</dt>
      <dd>
        <TaskTagPickers task={task} tags={tags} onChange={onChange} />
      </dd>
    </dl>
  );
}
