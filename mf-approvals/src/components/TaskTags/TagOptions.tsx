import type { Tag } from '@portal/shared-api';
import { tagTypeOf } from '../task-facts';

/** The `<option>`s of the tags of one type (one of `TAG_PLACES`), for a select that picks or filters by tag. */
export function TagOptions({ tags, type }: { tags: readonly Tag[]; type: number }) {
  return tags
    .filter((tag) => tagTypeOf(tag) === type)
    .map((tag) => (
      <option key={tag.id} value={tag.id}>
        {tag.name}
      </option>
    ));
}
