import type { Tag, Task } from '@portal/shared-api';
import { NO_TAG, TAG_PLACES, tagOfType } from '../task-facts';
import '../task-tags-and-avatars.css';

type Shown = Pick<Tag, 'name' | 'color' | 'text_color'>;

/** One tag in its own colours (the place's "Paso" when it has none). */
export function TagChip({ tag, title }: { tag: Shown | undefined; title: string }) {
  const shown = tag ?? NO_TAG;
  return (
    <span className="tag-chip" style={{ background: shown.color, color: shown.text_color }} title={`${title}: ${shown.name}`}>
      {shown.name}
    </span>
  );
}

/** The task's five tag places, in the spec's order. */
export function TaskTags({ task }: { task: Task }) {
  return (
    <ul className="tag-chips" aria-label="Etiquetas">
      {TAG_PLACES.map((place) => (
        <li key={place.type}>
          <TagChip tag={tagOfType(task, place.type)} title={place.title} />
        </li>
      ))}
    </ul>
  );
}
