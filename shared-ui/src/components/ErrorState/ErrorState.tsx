import { TEXTS } from '../../texts';
import { useRetryWhilePassing } from '../../hooks/use-retry-while-passing';

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

type CardLoadErrorProps = {
  reason: string;
  onRetry: () => void;
  /** The failure and the card's id, when it may pass by itself: then the card is read again by itself as well. */
  failure?: { error: unknown; card: string };
};

/** A home card, or a part of one, that could not be read: every card says it in the same words, with 'Reintentar'. */
export function CardLoadError({ reason, onRetry, failure }: CardLoadErrorProps) {
  useRetryWhilePassing(`card ${failure?.card ?? ''}`, failure?.error, onRetry);
  return <ErrorState message={`No se ha podido cargar: ${reason}`} onRetry={onRetry} />;
}
