import { type Tag, type Task, tasksApi } from '@portal/shared-api';
import { NO_TAG, TAG_PLACES, tagOfType, tagTypeOf } from '../task-facts';
import { TagOptions } from '../TaskTags';
import type { OptimisticChange } from '../use-optimistic-tasks';

type TaskTagPickersProps = { task: Task; tags: Tag[]; onChange: (change: OptimisticChange) => void };

/** One choice per tag place, its colour beside it; "Paso" leaves the place empty. */
export function TaskTagPickers({ task, tags, onChange }: TaskTagPickersProps) {
  const choose = (type: number, tagId: number | null) => {
    const others = (task.tags ?? []).filter((tag) => tagTypeOf(tag) !== type);
    const chosen = tags.find((tag) => tag.id === tagId);
    onChange({
      guess: { tags: chosen ? [...others, chosen] : others },
      write: async () =>
        chosen
          ? (await tasksApi.setTag(task.id, chosen.id)).entity
          : tasksApi.change(task.id, { tagIds: others.map((tag) => tag.id) }),
    });
  };
  return (
    <div className="task-tag-pickers">
      {TAG_PLACES.map((place) => {
        const current = tagOfType(task, place.type);
        return (
          <label key={place.type} className="task-tag-picker">
            <span className="muted small">{place.title}</span>
            <span className="tag-select-row">
              <span className="tag-swatch" aria-hidden="true" style={{ background: (current ?? NO_TAG).color }} />
              <select
                className="input tag-select"
                aria-label={`Etiqueta de ${place.title}`}
                title={`${place.title}: ${(current ?? NO_TAG).name}`}
                value={current?.id ?? ''}
                onChange={(event) => choose(place.type, event.target.value === '' ? null : Number(event.target.value))}
              >
                <option value="">{NO_TAG.name}</option>
                <TagOptions tags={tags} type={place.type} />
              </select>
            </span>
          </label>
        );
      })}
    </div>
  );
}
