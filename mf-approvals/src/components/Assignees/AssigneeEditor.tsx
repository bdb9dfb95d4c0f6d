import type { UserSummary } from '@portal/shared-api';
import { Avatar, displayName } from '@portal/shared-ui';
import type { People } from './AssigneeAvatars';

export type AssignmentChange = (userId: number, action: 'add' | 'remove') => void;

type AssigneeEditorProps = {
  /** What is assigned, for labels ("Quitar a Ana de Cambiar tóner"). */
  itemName?: string;
  assigned: number[];
  people: People;
  /** Who may be assigned: the team's members. */
  members: UserSummary[];
  onChange: AssignmentChange;
};

/** The people on a task or subtask: remove one, or add a member of the team. */
export function AssigneeEditor({ itemName, assigned, people, members, onChange }: AssigneeEditorProps) {
  const candidates = members.filter((member) => !assigned.includes(member.id));
  const of = itemName ? ` de ${itemName}` : '';
  return (
    <div className="assignee-editor">
      <ul className="assignee-chips">
        {assigned.map((id) => {
          const person = people.get(id);
          const name = person ? displayName(person) : `Usuario ${id}`;
          return (
            <li key={id} className="assignee-chip">
              <Avatar image={person?.image ?? null} alt="" size="1.5rem" />
              <span>{name}</span>
              <button type="button" className="btn-icon" aria-label={`Quitar a ${name}${of}`} onClick={() => onChange(id, 'remove')}>
                ×
              </button>
            </li>
          );
        })}
        {assigned.length === 0 && <li className="muted">Sin asignar</li>}
      </ul>
      {candidates.length > 0 && (
        <select className="input assignee-add" aria-label={itemName ? `Asignar ${itemName} a` : 'Asignar a'} value="" onChange={(event) => onChange(Number(event.target.value), 'add')}>
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
