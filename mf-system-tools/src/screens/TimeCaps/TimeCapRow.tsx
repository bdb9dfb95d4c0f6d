import { formatSeconds, type TimeCap } from '@portal/shared-api';
import { displayName, EmptyState, formatDateTimeSeconds } from '@portal/shared-ui';
import { Fragment, useId, useState } from 'react';

/** The cap's user; the API embeds a summary, an IRI only when the user is gone. */
export const capUserName = (cap: TimeCap) => (typeof cap.user === 'object' && cap.user ? displayName(cap.user) : String(cap.user));

type TimeCapRowProps = { cap: TimeCap; columns: number; busy: boolean; onDelete: () => void };

/** One cap; its details row lists the work charged to it: Desde, Hasta, Tiempo usado. */
export function TimeCapRow({ cap, columns, busy, onDelete }: TimeCapRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Fragment>
      <tr>
        <td>{cap.id}</td>
        <td>{capUserName(cap)}</td>
        <td>{cap.name}</td>
        <td>{formatSeconds(cap.time)}</td>
        <td>{formatSeconds(cap.usedTime)}</td>
        <td>
          <button type="button" className="btn" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Ocultar' : 'Ver uso'}
          </button>{' '}
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
            Eliminar
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={columns}>
            {cap.workTimeHistories.length === 0 ? (
              <EmptyState message="Aún no se ha usado este timecap." />
            ) : (
              <table className="table" aria-label={`Uso del timecap ${cap.id}`}>
                <thead>
                  <tr>
                    <th>Desde</th>
                    <th>Hasta</th>
                    <th>Tiempo usado</th>
                  </tr>
                </thead>
                <tbody>
                  {cap.workTimeHistories.map((period) => (
                    <tr key={`${period.startedAt}-${period.endedAt ?? ''}`}>
                      <td>{formatDateTimeSeconds(period.startedAt)}</td>
                      <td>{formatDateTimeSeconds(period.endedAt)}</td>
                      <td>{formatSeconds(period.timeCapTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
