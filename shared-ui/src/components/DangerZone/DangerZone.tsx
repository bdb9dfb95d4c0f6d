import { useId, useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';

export const DANGER_ZONE_TITLE = 'Zona de peligro';

type DangerZoneProps = {
  /** What the action does, said before anyone presses it. */
  description: string;
  /** The button's words ('Eliminar equipo'); also the dialog's title. */
  actionLabel: string;
  /** The question, naming the record ('¿Eliminar el equipo «Soporte»?'). */
  confirmMessage: string;
  /** A restore is not destructive: the same place, without the alarm. */
  tone?: 'danger' | 'safe';
  /** Resolves once the server has answered; the dialog stays open, busy, until then. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The one destructive action of an administration screen, set apart at its
 * end under its own heading, behind a yes/no dialog that names the record.
 */
export function DangerZone({ description, actionLabel, confirmMessage, tone = 'danger', onConfirm }: DangerZoneProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className={`danger-zone danger-zone-${tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="danger-zone-title">
        {DANGER_ZONE_TITLE}
      </h2>
      <div className="danger-zone-row">
        <p className="danger-zone-text">{description}</p>
        <button type="button" className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'} onClick={() => setConfirming(true)}>
          {actionLabel}
        </button>
      </div>
      <ConfirmModal open={confirming} title={actionLabel} message={confirmMessage} busy={busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
