import type { Block } from '../day-model';
import { timeRange } from './block-texts';
import { spanStyle } from './geometry';

type BlockDetailsProps = { id: string; block: Block; userName: string };

/** Task, subtask, user and times of one block, shown under it on hover, click or Enter. */
export function BlockDetails({ id, block, userName }: BlockDetailsProps) {
  return (
    <div id={id} role="tooltip" className="timeline-details" style={{ left: spanStyle(block.start, block.end).left }}>
      <dl>
        <dt>Tarea</dt>
        <dd>{block.taskName}</dd>
        {block.subtaskName && (
          <>
            <dt>Subtarea</dt>
            <dd>{block.subtaskName}</dd>
          </>
        )}
        <dt>Usuario</dt>
        <dd>{userName}</dd>
        <dt>Horario</dt>
        <dd>{timeRange(block)}</dd>
      </dl>
    </div>
  );
}
