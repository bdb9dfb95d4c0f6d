import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ChartIndex, ChartNode, TreeRow } from './chart-model';
import { CHART_TEXTS } from './chart-texts';
import { profilePath } from './node-links';
import { treeMove } from './tree-keys';

const ROW_PX = 36;
const OVERSCAN_ROWS = 12;

type OrganisationTreeProps = {
  index: ChartIndex;
  rows: readonly TreeRow[];
  expanded: ReadonlySet<string>;
  activeKey: string | null;
  /** A new value moves the keyboard focus to the active node (after a search). */
  focusRequest: number;
  onToggle: (key: string, open: boolean) => void;
  onActivate: (key: string) => void;
  onOpen: (node: ChartNode) => void;
};

/**
 * The organisation as a WAI-ARIA tree: one tab stop (the active node), arrows
 * to move, open and close. Only the lines in view are in the DOM (virtualised),
 * and a node's children become lines only once it is expanded.
 */
export function OrganisationTree({ index, rows, expanded, activeKey, focusRequest, onToggle, onActivate, onOpen }: OrganisationTreeProps) {
  const treeRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const tabStop = activeKey ?? rows[0]?.key ?? null;
  const tabStopIndex = rows.findIndex((row) => row.key === tabStop);
  // The tab stop stays in the DOM even when scrolled away, so Tab always reaches the tree.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return tabStopIndex < 0 || indexes.includes(tabStopIndex) ? indexes : [...indexes, tabStopIndex].sort((a, b) => a - b);
    },
    [tabStopIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => treeRef.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    initialRect: { width: 600, height: 480 },
  });

  const lineOf = (key: string) => treeRef.current?.querySelector<HTMLElement>(`[data-key="${key}"]`) ?? null;
  // A line out of view is not in the DOM yet: scroll to it and focus it once rendered.
  const focusNode = (key: string) => {
    const position = rows.findIndex((row) => row.key === key);
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'auto' });
    const line = lineOf(key);
    if (line) line.focus({ preventScroll: true });
    else pendingFocus.current = key;
  };

  useEffect(() => {
    if (focusRequest > 0 && activeKey) focusNode(activeKey);
    // Only a new request moves the focus, never a new active node or a reload.
  }, [focusRequest]);

  useLayoutEffect(() => {
    const key = pendingFocus.current;
    const element = key ? lineOf(key) : null;
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!tabStop || event.altKey || event.ctrlKey || event.metaKey) return;
    const move = treeMove(event.key, tabStop, rows, index, expanded);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) {
      onActivate(move.focus);
      focusNode(move.focus);
    } else if ('expand' in move) onToggle(move.expand, true);
    else if ('collapse' in move) onToggle(move.collapse, false);
    else {
      const node = index.nodes.get(move.open);
      if (node) onOpen(node);
    }
  };

  return (
    <div ref={treeRef} role="tree" aria-label={CHART_TEXTS.TREE_LABEL} className="org-tree" onKeyDown={onKeyDown}>
      <div role="none" className="org-tree-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as TreeRow;
          const node = index.nodes.get(row.key) as ChartNode;
          return (
            <TreeLine
              key={row.key}
              row={row}
              node={node}
              top={item.start}
              open={expanded.has(row.key)}
              isTabStop={row.key === tabStop}
              selected={row.key === activeKey}
              onToggle={onToggle}
              onActivate={onActivate}
            />
          );
        })}
      </div>
    </div>
  );
}

type TreeLineProps = {
  row: TreeRow;
  node: ChartNode;
  top: number;
  open: boolean;
  isTabStop: boolean;
  selected: boolean;
  onToggle: (key: string, open: boolean) => void;
  onActivate: (key: string) => void;
};

function TreeLine({ row, node, top, open, isTabStop, selected, onToggle, onActivate }: TreeLineProps) {
  const parent = node.children.length > 0;
  const choose = () => {
    onActivate(node.key);
    if (parent) onToggle(node.key, !open);
  };
  return (
    // The tree handles the keyboard for all its lines (onKeyDown above).
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      role="treeitem"
      data-key={node.key}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.position}
      aria-expanded={parent ? open : undefined}
      aria-selected={selected}
      tabIndex={isTabStop ? 0 : -1}
      className={`org-tree-line org-tree-${node.kind}`}
      style={{ transform: `translateY(${top}px)`, height: ROW_PX, paddingInlineStart: `${(row.level - 1) * 1.25 + 0.5}rem` }}
      onClick={choose}
    >
      <span className="org-tree-twisty" aria-hidden="true">
        {parent ? (open ? '▾' : '▸') : ''}
      </span>
      {node.kind === 'person' ? (
        <Link to={profilePath(node.id)} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
          {node.name}
        </Link>
      ) : (
        <span className="org-tree-name">{node.name}</span>
      )}
      <span className="org-tree-meta">{describe(node)}</span>
    </div>
  );
}

function describe(node: ChartNode): string {
  if (node.kind === 'person') return node.managesParent ? CHART_TEXTS.MANAGER : '';
  const kind = CHART_TEXTS.KIND[node.kind];
  return node.kind === 'team' ? `${kind} · ${CHART_TEXTS.PEOPLE(node.children.length)}` : kind;
}
