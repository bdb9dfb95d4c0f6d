import { Avatar, displayName } from '@portal/shared-ui';
import { memo } from 'react';
import type { TimelineRow } from '../day-model';
import { BlockDetails } from './BlockDetails';
import { blockLabel } from './block-texts';
import { ROW_PX, spanStyle } from './geometry';

export type ActiveBlock = { rowIndex: number; key: string; pinned: boolean };

type TimelineRowViewProps = {
  row: TimelineRow;
  index: number;
  top: number;
  /** The key of this row's block whose details are open, if any. */
  activeKey: string | null;
  onActivate: (active: ActiveBlock | null) => void;
  /** Escape: close the details, even pinned ones. */
  onClose: () => void;
};

/**
 * One user's day: name and avatar, shaded working hours, and one button per
 * block in time order (so Tab walks the day). Memoised: scrolling re-renders
 * only rows that come into view.
 */
export const TimelineRowView = memo(function TimelineRowView({ row, index, top, activeKey, onActivate, onClose }: TimelineRowViewProps) {
  const name = displayName(row.user);
  const detailsId = `timeline-details-${row.user.id}`;
  const active = activeKey === null ? undefined : row.blocks.find((block) => block.key === activeKey);
  return (
    <tr
      aria-rowindex={index + 2}
      aria-label={name}
      className={row.user.deleted ? 'timeline-row deleted' : 'timeline-row'}
      style={{ transform: `translateY(${top}px)`, height: ROW_PX }}
    >
      <th scope="row" className="timeline-user">
        <Avatar image={row.user.image} alt="" size="1.5rem" />
        <span className="timeline-user-name">{name}</span>
      </th>
      <td className="timeline-track">
        {row.shading.map((span) => (
          <div key={span.start} className="timeline-shift" style={spanStyle(span.start, span.end)} />
        ))}
        {row.blocks.map((block) => (
          <button
            key={block.key}
            type="button"
            className="timeline-block"
            aria-label={blockLabel(block)}
            aria-describedby={active === block ? detailsId : undefined}
            style={{ ...spanStyle(block.start, block.end), background: block.kind === 'task' ? row.colours.task : row.colours.subtask }}
            onMouseEnter={() => onActivate({ rowIndex: index, key: block.key, pinned: false })}
            onMouseLeave={() => onActivate(null)}
            onClick={() => onActivate({ rowIndex: index, key: block.key, pinned: true })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          />
        ))}
        {active && <BlockDetails id={detailsId} block={active} userName={name} />}
      </td>
    </tr>
  );
});
