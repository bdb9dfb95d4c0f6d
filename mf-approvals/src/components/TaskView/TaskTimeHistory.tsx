import { iri, timeTrackingApi, type WorkTimeHistory } from '@portal/shared-api';
import { useSessionUser } from '@portal/shared-api/react';
import { displayName, formatDateTime, formatHoursMinutes, refuseWrite, useWriteAndRevalidate } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import type { People } from '../Assignees';
import { idOf } from './view-ids';
import { TaskSection } from './TaskSection';

type TaskTimeHistoryProps = { taskId: number; entries: WorkTimeHistory[]; people: People };

const seconds = (entry: WorkTimeHistory) =>
  entry.endedAt ? Math.max(0, Math.round((Date.parse(entry.endedAt) - Date.parse(entry.startedAt)) / 1000)) : null;

/** Who worked when on the task, and the user's own manual entries (add, delete). */
export function TaskTimeHistory({ taskId, entries, people }: TaskTimeHistoryProps) {
  const user = useSessionUser();
  const writeAndRevalidate = useWriteAndRevalidate();
  const [range, setRange] = useState({ start: '', end: '' });
  const me = user ? iri('users', user.id) : null;
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (range.start === '' || range.end === '') return refuseWrite('Indique el inicio y el fin.');
    const result = await writeAndRevalidate(
      () =>
        timeTrackingApi.createEntry({
          task: taskId,
          startedAt: new Date(range.start).toISOString(),
          endedAt: new Date(range.end).toISOString(),
        }),
      { success: 'Tiempo añadido' },
    );
    if (result.ok) setRange({ start: '', end: '' });
    return result;
  };

  return (
    <TaskSection id={`task-time-${taskId}`} title={'Historial de tiempo'}>
      {newestFirst.length === 0 ? (
        <p className="muted">Sin tiempo registrado</p>
      ) : (
        <table className="table task-time-table">
          <caption className="visually-hidden">Historial de tiempo</caption>
          <thead>
            <tr>
              <th scope="col">Persona</th>
              <th scope="col">Inicio</th>
              <th scope="col">Fin</th>
              <th scope="col">Duración</th>
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((entry) => {
              const person = people.get(idOf(entry.user) ?? 0);
              const duration = seconds(entry);
              return (
                <tr key={entry.id}>
                  <td>{person ? displayName(person) : 'Usuario'}</td>
                  <td>{formatDateTime(entry.startedAt)}</td>
                  <td>{entry.endedAt ? formatDateTime(entry.endedAt) : 'En curso'}</td>
                  <td>{duration === null ? '—' : formatHoursMinutes(duration)}</td>
                  <td>
                    {entry.user === me && entry.endedAt && (
                      <button
                        type="button"
                        className="btn-link"
                        onClick={() => void writeAndRevalidate(() => timeTrackingApi.deleteEntry(entry.id), { success: 'Tiempo eliminado' })}
                      >
                        Eliminar
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form className="task-time-form" onSubmit={(event) => void add(event)} aria-label="Añadir tiempo manual">
        <label className="field">
          <span>Inicio</span>
          <input className="input" type="datetime-local" value={range.start} onChange={(event) => setRange({ ...range, start: event.target.value })} />
        </label>
        <label className="field">
          <span>Fin</span>
          <input className="input" type="datetime-local" value={range.end} onChange={(event) => setRange({ ...range, end: event.target.value })} />
        </label>
        <button type="submit" className="btn">
          Añadir tiempo
        </button>
      </form>
    </TaskSection>
  );
}
