import { DAY_MINUTES, type TimelineRow } from '../src/screens/Timeline/day-model';

const MINUTES = Array.from({ length: DAY_MINUTES }, (_, minute) => minute);

/** The reference the timeline is measured against: one cell per user and minute (500 × 1,440), no virtualisation. */
export function NaiveGrid({ rows }: { rows: readonly TimelineRow[] }) {
  return (
    <div className="naive-grid">
      {rows.map((row) => {
        const colours = new Array<string | undefined>(DAY_MINUTES);
        for (const block of row.blocks) {
          for (let minute = Math.floor(block.start); minute < Math.ceil(block.end); minute += 1) {
            colours[minute] = block.kind === 'task' ? row.colours.task : row.colours.subtask;
          }
        }
        return (
          <div key={row.user.id} className="naive-row">
            <span className="naive-name">{row.user.name}</span>
            {MINUTES.map((minute) => (
              <span key={minute} className="naive-cell" style={colours[minute] ? { background: colours[minute] } : undefined} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
