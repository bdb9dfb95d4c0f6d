import type { UserSummary } from '@portal/shared-api';
import { Avatar, displayName } from '@portal/shared-ui';
import { useEffect, useRef, useState } from 'react';
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
  /** Where many editors stand in a list (a task's subtasks): the choice of a person opens from a small button. */
  compact?: boolean;
};

/** The people on a task or subtask: remove one, or add a member of the team. */
export function AssigneeEditor({ itemName, assigned, people, members, onChange, compact = false }: AssigneeEditorProps) {
  const candidates = members.filter((member) => !assigned.includes(member.id));
  const of = itemName ? ` de ${itemName}` : '';
  const [choosing, setChoosing] = useState(!compact);
  const picker = useRef<HTMLSelectElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    // Opening moves the focus to the choice; closing gives it back to the button that opened it.
    if (compact && choosing && !wasChoosing.current) picker.current?.focus();
    if (compact && !choosing && wasChoosing.current) opener.current?.focus();
    wasChoosing.current = choosing;
  }, [compact, choosing]);
  const label = itemName ? `Asignar ${itemName} a` : 'Asignar a';

  return (
    <div className={`assignee-editor${compact ? ' is-compact' : ''}`}>
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
      {candidates.length > 0 &&
        (choosing ? (
          <select
            ref={picker}
            className="input assignee-add"
            aria-label={label}
            value=""
            onChange={(event) => {
              onChange(Number(event.target.value), 'add');
              if (compact) setChoosing(false);
            }}
            onKeyDown={(event) => {
              if (compact && event.key === 'Escape') {
                // Escape closes the choice, not the panel around it.
                event.preventDefault();
                setChoosing(false);
              }
            }}
            onBlur={() => compact && setChoosing(false)}
          >
            <option value="">Asignar a…</option>
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {displayName(member)}
              </option>
            ))}
          </select>
        ) : (
          <button ref={opener} type="button" className="btn-icon assignee-open" aria-label={label} title={label} onClick={() => setChoosing(true)}>
            + Asignar
          </button>
        ))}
    </div>
  );
}
