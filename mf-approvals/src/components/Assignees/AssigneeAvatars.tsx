import type { UserSummary } from '@portal/shared-api';
import { Avatar, displayName } from '@portal/shared-ui';
import '../task-widgets.css';

export type People = ReadonlyMap<number, UserSummary>;

/** The avatars of the people assigned, named for screen readers and on hover. */
export function AssigneeAvatars({ ids, people }: { ids: number[]; people: People }) {
  if (ids.length === 0) return <span className="muted small">Sin asignar</span>;
  return (
    <ul className="assignee-avatars" aria-label="Asignados">
      {ids.map((id) => {
        const person = people.get(id);
        const name = person ? displayName(person) : `Usuario ${id}`;
        return (
          <li key={id} title={name}>
            <Avatar image={person?.image ?? null} alt={name} size="1.75rem" />
          </li>
        );
      })}
    </ul>
  );
}

/** Everyone a screen may name, by id. */
export const peopleById = (summaries: UserSummary[]): People => new Map(summaries.map((person) => [person.id, person]));
