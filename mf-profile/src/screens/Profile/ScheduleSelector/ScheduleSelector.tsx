import type { UserSchedule, WorkSchedule } from '@portal/shared-api';
import { ConfirmModal, TEXTS } from '@portal/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import './schedule-selector.css';

export const PENDING_BANNER = 'Tiene un horario en espera de aprobación';

type Props = {
  label: string;
  /** Schedules offered: deleted ones are left out, except the one the user still holds. */
  schedules: WorkSchedule[];
  /** IRI of the chosen schedule, '' for none. */
  value: string;
  onChange(value: string): void;
  /** The user's request of this type waiting for approval, if any. */
  pending: UserSchedule | undefined;
  cancelling: boolean;
  onCancelPending(request: UserSchedule): void;
  /** Takes the focus when it appears, so a keyboard user who cancelled the request stays on the freed selector. */
  focusOnMount?: boolean;
};

/**
 * A schedule picker. While a request of its type waits for approval it is
 * disabled and a banner names the requested schedule, with a 'cancele' link
 * that deletes the request after confirmation.
 */
export function ScheduleSelector({ label, schedules, value, onChange, pending, cancelling, onCancelPending, focusOnMount = false }: Props) {
  const fieldId = useId();
  const select = useRef<HTMLSelectElement>(null);
  // Only on mount; a disabled selector cannot take the focus anyway.
  useEffect(() => {
    if (focusOnMount) select.current?.focus();
  }, []);
  const [confirming, setConfirming] = useState(false);
  const requestedName = pending ? (pending.schedule?.name ?? 'Sin horario') : '';

  return (
    <div className={`field schedule-selector${pending ? ' schedule-selector-pending' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <select ref={select} id={fieldId} className="input" value={value} disabled={Boolean(pending)} onChange={(event) => onChange(event.target.value)}>
        <option value="">Sin horario</option>
        {schedules.map((schedule) => (
          <option key={schedule.id} value={schedule['@id']}>
            {schedule.name}
          </option>
        ))}
      </select>
      {pending && (
        <p className="notice" role="status">
          {PENDING_BANNER}: <strong>{requestedName}</strong>. Si ya no lo necesita,{' '}
          <button type="button" className="link-button" onClick={() => setConfirming(true)}>
            cancele
          </button>{' '}
          la solicitud.
        </p>
      )}
      <ConfirmModal
        open={confirming && Boolean(pending)}
        title="Borrar solicitud de horario"
        message={`¿Desea borrar la solicitud del horario «${requestedName}»?`}
        confirmLabel={TEXTS.YES_DELETE}
        cancelLabel={TEXTS.NO}
        busy={cancelling}
        busyLabel={TEXTS.MOMENT}
        onConfirm={() => pending && onCancelPending(pending)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
