import { TEXTS } from '../../texts';

type ErrorStateProps = { message: string; onRetry?: () => void; retryLabel?: string };

/** A failed load shown in place of its content, with an optional retry. */
export function ErrorState({ message, onRetry, retryLabel = TEXTS.RETRY }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** A home card, or a part of one, that could not be read: every card says it in the same words, with 'Reintentar'. */
export function CardLoadError({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return <ErrorState message={`No se ha podido cargar: ${reason}`} onRetry={onRetry} />;
}
