import { foldForSearch } from '@portal/shared-api';
import type { ChartIndex, TreeRow } from './chart-model';

/** What one key press asks of the tree. */
export type TreeMove = { focus: string } | { expand: string } | { collapse: string } | { open: string };

/**
 * The keyboard of the WAI-ARIA tree pattern: arrows move and open or close,
 * Home and End jump, Enter opens the node, a letter moves to the next node starting with it.
 */
export function treeMove(key: string, active: string, rows: readonly TreeRow[], index: ChartIndex, expanded: ReadonlySet<string>): TreeMove | null {
  const at = rows.findIndex((row) => row.key === active);
  const node = index.nodes.get(active);
  if (at < 0 || !node) return null;
  const focusAt = (position: number) => {
    const row = rows[position];
    return row ? { focus: row.key } : null;
  };
  const hasChildren = node.children.length > 0;
  switch (key) {
    case 'ArrowDown':
      return focusAt(at + 1);
    case 'ArrowUp':
      return focusAt(at - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(rows.length - 1);
    case 'ArrowRight':
      if (!hasChildren) return null;
      return expanded.has(active) ? focusAt(at + 1) : { expand: active };
    case 'ArrowLeft':
      if (hasChildren && expanded.has(active)) return { collapse: active };
      return node.parent ? { focus: node.parent } : null;
    case 'Enter':
      return { open: active };
    default:
      return key.length === 1 && key !== ' ' ? typeAhead(key, at, rows, index) : null;
  }
}

function typeAhead(letter: string, at: number, rows: readonly TreeRow[], index: ChartIndex): TreeMove | null {
  const wanted = foldForSearch(letter);
  for (let step = 1; step <= rows.length; step += 1) {
    const row = rows[(at + step) % rows.length] as TreeRow;
    if (foldForSearch(index.nodes.get(row.key)?.name ?? '').startsWith(wanted)) return { focus: row.key };
  }
  return null;
}
