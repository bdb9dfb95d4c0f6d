import { TEXTS } from '@portal/shared-ui';

type Props = { label: string; busy: boolean; disabled: boolean; onClose: () => void };

/** Send and cancel of the calendar's forms; closing keeps nothing, a failed send keeps the form open. */
export function FormActions({ label, busy, disabled, onClose }: Props) {
  return (
    <div className="calendar-form__actions">
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? TEXTS.MOMENT : label}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancelar
      </button>
    </div>
  );
}
