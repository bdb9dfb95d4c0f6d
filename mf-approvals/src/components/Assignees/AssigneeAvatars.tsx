import type { UserSummary } from '@portal/shared-api';
import { Avatar, displayName } from '@portal/shared-ui';
import '../task-tags-and-avatars.css';

export type People = ReadonlyMap<number, UserSummary>;

/** Up to two letters that tell people apart where they have no picture: 'Ana García Pérez' → 'AG'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.@_-]+/).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');
}

/** The avatars of the people assigned (their picture, or their initials), named for screen readers and on hover. */
export function AssigneeAvatars({ ids, people, max = 4 }: { ids: number[]; people: People; max?: number }) {
  if (ids.length === 0) return <span className="muted small">Sin asignar</span>;
  const shown = ids.length > max ? ids.slice(0, max - 1) : ids;
  const more = ids.length - shown.length;
  return (
    <ul className="assignee-avatars" aria-label="Asignados">
      {shown.map((id) => {
        const person = people.get(id);
        const name = person ? displayName(person) : `Usuario ${id}`;
        return (
          <li key={id} title={name}>
            {person?.image ? (
              <Avatar image={person.image} alt={name} size="1.75rem" />
            ) : (
              <span className="avatar-initials" role="img" aria-label={name}>
                {initialsOf(name)}
              </span>
            )}
          </li>
        );
      })}
      {more > 0 && (
        <li className="avatar-initials avatar-more" title={`${more} más`}>
          +{more}
          <span className="visually-hidden"> personas más</span>
        </li>
      )}
    </ul>
  );
}

/** Everyone a screen may name, by id. */
export const peopleById = (summaries: UserSummary[]): People => new Map(summaries.map((person) => [person.id, person]));
