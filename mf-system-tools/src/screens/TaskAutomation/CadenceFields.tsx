import { AUTO_TASK_CADENCE, AUTO_TASK_LAST_MONTH_DAY, AUTO_TASK_MAX_MONTH_DAY } from '@portal/shared-api';
import { CADENCE_OPTIONS, DAILY_NOTE, monthDayLabel, WEEKDAY_OPTIONS } from './automation-labels';
import type { AutomationDraftControls } from './use-automation-draft';

const MONTH_DAYS = [...Array.from({ length: AUTO_TASK_MAX_MONTH_DAY }, (_, index) => index + 1), AUTO_TASK_LAST_MONTH_DAY];

/** Cadencia and what it asks for: a note (daily), weekday boxes (weekly) or one day of the month (monthly). */
export function CadenceFields({ controls }: { controls: AutomationDraftControls }) {
  const { draft } = controls;
  return (
    <fieldset className="system-panel">
      <legend>Cadencia</legend>
      <select className="input" aria-label="Cadencia" name="cadence" value={draft.cadence} onChange={(event) => controls.chooseCadence(event.target.value === '' ? '' : Number(event.target.value))}>
        <option value="">Seleccione una cadencia</option>
        {CADENCE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {draft.cadence === AUTO_TASK_CADENCE.DAILY && <p>{DAILY_NOTE}</p>}
      {draft.cadence === AUTO_TASK_CADENCE.WEEKLY && (
        <div className="domain-add">
          {WEEKDAY_OPTIONS.map((day) => (
            <label key={day.value}>
              <input type="checkbox" name="days" value={day.value} checked={draft.days.includes(day.value)} onChange={() => controls.toggleWeekday(day.value)} /> {day.label}
            </label>
          ))}
        </div>
      )}
      {draft.cadence === AUTO_TASK_CADENCE.MONTHLY && (
        <label>
          Día del mes{' '}
          <select
            className="input"
            name="days"
            value={draft.days[0] ?? ''}
            onChange={(event) => controls.chooseMonthDay(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <option value="">Seleccione un día</option>
            {MONTH_DAYS.map((day) => (
              <option key={day} value={day}>
                {monthDayLabel(day)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
