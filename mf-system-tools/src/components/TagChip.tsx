import type { Tag } from '@portal/shared-api';
import { UNSET_TAG } from './tag-columns';

/** A tag in its colours; 'Paso' in grey with black text when the column has none. */
export function TagChip({ tag }: { tag: Pick<Tag, 'name' | 'color' | 'text_color'> | undefined }) {
  const shown = tag ?? UNSET_TAG;
  return (
    <span className="tag-chip" style={{ backgroundColor: shown.color, color: shown.text_color }}>
      {shown.name}
    </span>
  );
}
