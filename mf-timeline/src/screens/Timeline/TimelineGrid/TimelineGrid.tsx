import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { TimelineRow } from '../day-model';
import { DAY_PX, HOURS, MINUTE_PX, NAME_COLUMN_PX, OVERSCAN_ROWS, ROW_PX } from './geometry';
import { type ActiveBlock, TimelineRowView } from './TimelineRowView';
import './timeline-grid.css';

type TimelineGridProps = { rows: readonly TimelineRow[] };

/** About one screen of rows: enough to find where work starts without modelling everyone. */
const FIRST_SCREEN_ROWS = 20;

/**
 * The hour the day's work starts in (less half an hour), so the first screen shows work rather than the night, and
 * opens on a whole hour: scrolled to mid-hour, that hour's label would sit half under the sticky names.
 */
function firstWorkMinute(rows: readonly TimelineRow[]): number {
  let first = Number.POSITIVE_INFINITY;
  for (const row of rows.slice(0, FIRST_SCREEN_ROWS)) first = Math.min(first, row.blocks[0]?.start ?? first, row.shading[0]?.start ?? first);
  return Number.isFinite(first) ? Math.max(0, Math.floor((first - 30) / 60) * 60) : 0;
}

/**
 * The day grid: hour headers over one column per minute, one row per user.
 * Only the rows in view are in the DOM (virtualised), and a row holds one
 * element per block and per shaded span, never one per minute: the minute
 * columns are a background pattern.
 */
export function TimelineGrid({ rows }: TimelineGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<ActiveBlock | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 1200, height: 600 },
  });

  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollLeft = firstWorkMinute(rows) * MINUTE_PX;
  }, [rows]);

  // A hover never replaces details opened by click or Enter.
  const activate = useCallback((next: ActiveBlock | null) => {
    setActive((current) => {
      if (current?.pinned && (next === null || !next.pinned)) return current;
      if (next?.pinned && current?.pinned && current.key === next.key) return null;
      return next;
    });
  }, []);
  const close = useCallback(() => setActive(null), []);

  return (
    <div ref={scrollRef} className="timeline-scroll scroll-shadows">
      <table
        className="timeline-canvas"
        aria-label="Actividad por minuto"
        aria-rowcount={rows.length + 1}
        style={{ width: NAME_COLUMN_PX + DAY_PX, height: virtualizer.getTotalSize() + ROW_PX }}
      >
        <thead className="timeline-header">
          <tr aria-rowindex={1} className="timeline-header-row">
            <th scope="col" className="timeline-corner">
              Usuario
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="timeline-hour" style={{ width: 60 * MINUTE_PX }}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="timeline-body">
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as TimelineRow;
            return (
              <TimelineRowView
                key={row.user.id}
                row={row}
                index={item.index}
                top={item.start}
                activeKey={active?.rowIndex === item.index ? active.key : null}
                onActivate={activate}
                onClose={close}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
