import { endBeforeStart, REPORT_MESSAGES } from '@portal/shared-api';
import { notify } from '@portal/shared-ui';
import { useId } from 'react';

export type DateRange = { start: string; end: string };

export const EMPTY_RANGE: DateRange = { start: '', end: '' };

type DateRangeFieldsProps = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** A chosen start may move the range (the weekly report takes whole weeks). */
  onStartChange?: (start: string) => DateRange;
};

/** Start and end dates; every end-date change that goes before the start is refused aloud (spec 02 §5). */
export function DateRangeFields({ range, onChange, onStartChange }: DateRangeFieldsProps) {
  const ids = { start: useId(), end: useId() };
  return (
    <div className="report-range">
      <div className="field">
        <label htmlFor={ids.start}>Fecha de inicio</label>
        <input
          id={ids.start}
          className="input"
          type="date"
          value={range.start}
          onChange={(event) => onChange(onStartChange ? onStartChange(event.target.value) : { ...range, start: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.end}>Fecha de fin</label>
        <input
          id={ids.end}
          className="input"
          type="date"
          value={range.end}
          onChange={(event) => {
            const end = event.target.value;
            if (endBeforeStart(range.start, end)) notify.error(REPORT_MESSAGES.END_BEFORE_START);
            onChange({ ...range, end });
          }}
        />
      </div>
    </div>
  );
}
