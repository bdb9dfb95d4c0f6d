import { iri, type Task, tasksApi, type UserSummary } from '@portal/shared-api';
import { Avatar, displayName } from '@portal/shared-ui';
import type { People } from '../Assignees';
import { assigneeIdsOf } from '../task-facts';
import type { OptimisticChange } from '../use-optimistic-tasks';

type TaskAssigneesProps = { task: Task; people: People; members: UserSummary[]; onChange: (change: OptimisticChange) => void };

/** Who works on the task: remove one, or add a member of the team. */
export function TaskAssignees({ task, people, members, onChange }: TaskAssigneesProps) {
  const assigned = assigneeIdsOf(task);
  const assign = (userId: number, action: 'add' | 'remove') => {
    const ids = action === 'add' ? [...assigned, userId] : assigned.filter((id) => id !== userId);
    onChange({
      guess: { users: ids.map((id) => iri('users', id)) },
      write: () => tasksApi.assign(task.id, userId, action, { notifyErrors: false }),
    });
  };
  const candidates = members.filter((member) => !assigned.includes(member.id));
  return (
    <div className="task-assignees">
      <ul className="task-assignee-list">
        {assigned.map((id) => {
          const person = people.get(id);
          const name = person ? displayName(person) : `Usuario ${id}`;
          return (
            <li key={id} className="task-assignee">
              <Avatar image={person?.image ?? null} alt="" size="1.5rem" />
              <span>{name}</span>
              <button type="button" className="btn-icon" aria-label={`Quitar a ${name}`} onClick={() => assign(id, 'remove')}>
                ×
              </button>
            </li>
          );
        })}
        {assigned.length === 0 && <li className="muted">Sin asignar</li>}
      </ul>
      {candidates.length > 0 && (
        <select className="input" aria-label="Asignar a" value="" onChange={(event) => assign(Number(event.target.value), 'add')}>
          <option value="">Asignar a…</option>
          {candidates.map((member) => (
            <option key={member.id} value={member.id}>
              {displayName(member)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
