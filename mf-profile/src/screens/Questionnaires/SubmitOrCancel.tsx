import type { ReactNode } from 'react';

type SubmitOrCancelProps = { submitLabel: string; busy: boolean; onCancel: () => void; children?: ReactNode };

/** The closing row of the screen's forms: other actions first, then send and 'Cancelar', both held while sending. */
export function SubmitOrCancel({ submitLabel, busy, onCancel, children }: SubmitOrCancelProps) {
  return (
    <div className="quiz-actions">
      {children}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        Cancelar
      </button>
    </div>
  );
}
