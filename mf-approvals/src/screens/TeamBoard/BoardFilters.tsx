import type { Tag } from '@portal/shared-api';
import { TAG_PLACES } from '../../components/task-facts';
import { TagOptions } from '../../components/TaskTags';
import type { BoardFilter } from './board-filters';

type BoardFiltersProps = { filter: BoardFilter; tags: Tag[]; onChange: (filter: BoardFilter) => void };

/** Mine, by tag, by text: the board narrows as the user types. */
export function BoardFilters({ filter, tags, onChange }: BoardFiltersProps) {
  return (
    <div className="board-filters">
      <input
        className="input board-filter-text"
        type="search"
        aria-label="Buscar tareas"
        placeholder="Buscar por nombre, solicitante o número"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <select
        className="input board-filter-tag"
        aria-label="Filtrar por etiqueta"
        value={filter.tagId ?? ''}
        onChange={(event) => onChange({ ...filter, tagId: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">Todas las etiquetas</option>
        {TAG_PLACES.map((place) => (
          <optgroup key={place.type} label={place.title}>
            <TagOptions tags={tags} type={place.type} />
          </optgroup>
        ))}
      </select>
      <label className="board-filter-mine">
        <input type="checkbox" checked={filter.mine} onChange={(event) => onChange({ ...filter, mine: event.target.checked })} />
        Solo mis tareas
      </label>
    </div>
  );
}
