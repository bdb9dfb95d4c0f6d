import type { NewScheduleRange, WorkScheduleUnit } from '@portal/shared-api';
import { rangeProblem } from '@portal/shared-api/rules';
import { WEEK_DAYS } from '@portal/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { SCHEDULE_TEXTS } from './schedule-texts';

type AddRangeFormProps = {
  units: readonly WorkScheduleUnit[];
  onAdd: (range: NewScheduleRange) => Promise<boolean>;
};

/** Day, start and end of a new range, checked with the API's own rule before it is sent. */
export function AddRangeForm({ units, onAdd }: AddRangeFormProps) {
  const [range, setRange] = useState<NewScheduleRange>({ week_day: 1, start: '08:00', end: '15:00' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(units, range);
    setError(problem?.message ?? null);
    if (problem) return;
    setSaving(true);
    await onAdd(range);
    setSaving(false);
  };
  const change = (field: keyof NewScheduleRange, value: string) => {
    setError(null);
    setRange((current) => ({ ...current, [field]: field === 'week_day' ? Number(value) : value }));
  };

  return (
    <form className="add-range-form" onSubmit={submit} aria-label={SCHEDULE_TEXTS.ADD_RANGE}>
      <label>
        {SCHEDULE_TEXTS.DAY}
        <select className="input" value={range.week_day} onChange={(event) => change('week_day', event.target.value)}>
          {WEEK_DAYS.map((day) => (
            <option key={day.weekDay} value={day.weekDay}>
              {day.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {SCHEDULE_TEXTS.START}
        <input className="input" type="time" required value={range.start} onChange={(event) => change('start', event.target.value)} aria-describedby={error ? id : undefined} />
      </label>
      <label>
        {SCHEDULE_TEXTS.END}
        <input className="input" type="time" required value={range.end} onChange={(event) => change('end', event.target.value)} aria-describedby={error ? id : undefined} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {SCHEDULE_TEXTS.ADD_RANGE}
      </button>
      {error && (
        <p id={id} className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
