import { errorMessageFrom, timeTrackingApi } from '@portal/shared-api';
import { type FormEvent, useId, useState } from 'react';
import { MY_TIMES_TEXTS as T } from './texts';

type AddPeriodFormProps = { tasks: { id: number; name: string }[]; date: string; onAdded: () => void };

/** A wall-clock time of the browser (the person's zone) as an instant. */
const instantOf = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

/** A period by hand (`createTimeHistory`): the API's rules decide, and its refusal is shown with the form kept as typed. */
export function AddPeriodForm({ tasks, date, onAdded }: AddPeriodFormProps) {
  const id = useId();
  const [form, setForm] = useState({ task: String(tasks[0]?.id ?? ''), date, start: '', end: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await timeTrackingApi.createEntry({ task: Number(form.task), startedAt: instantOf(form.date, form.start), endedAt: instantOf(form.date, form.end) });
      setForm((current) => ({ ...current, start: '', end: '' }));
      onAdded();
    } catch (failure) {
      setError(errorMessageFrom(failure));
    } finally {
      setBusy(false);
    }
  };

  if (tasks.length === 0) return <p className="times-hint">{T.NO_TASKS}</p>;
  return (
    <form className="times-add" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{T.ADD_TITLE}</h2>
      <label>
        {T.TASK}
        <select className="input" value={form.task} onChange={(event) => update({ task: event.target.value })}>
          {tasks.map((task) => (
            <option key={task.id} value={task.id}>
              {task.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.DATE}
        <input className="input" type="date" required value={form.date} onChange={(event) => update({ date: event.target.value })} />
      </label>
      <label>
        {T.START}
        <input className="input" type="time" required value={form.start} onChange={(event) => update({ start: event.target.value })} />
      </label>
      <label>
        {T.END}
        <input className="input" type="time" required value={form.end} onChange={(event) => update({ end: event.target.value })} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {T.ADD}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
