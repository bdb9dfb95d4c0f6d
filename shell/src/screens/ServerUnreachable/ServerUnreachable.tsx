import { useLocation, useNavigate } from 'react-router';
import { useReconnect } from './use-reconnect';

export const SERVER_UNREACHABLE_MESSAGE = 'No se puede conectar con el servidor. Reintentando…';

type RetryNoticeProps = { checking: boolean; onRetry: () => void };

function RetryNotice({ checking, onRetry }: RetryNoticeProps) {
  return (
    <>
      <p>{SERVER_UNREACHABLE_MESSAGE}</p>
      <button type="button" className="btn" onClick={onRetry} disabled={checking}>
        Reintentar
      </button>
    </>
  );
}

/**
 * The whole page while the API cannot be reached and nobody was signed in on
 * this browser before: it keeps asking, and opens the same URL once the API
 * answers (the router then shows the screen, or the sign-in after a 401).
 */
export function ServerUnreachable() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { retryNow, checking } = useReconnect(() => void navigate(pathname + search + hash, { replace: true }));
  return (
    <section className="page page-centered" aria-labelledby="server-unreachable-title">
      <h1 id="server-unreachable-title">Portal de trabajo</h1>
      <div className="card empty-state" role="alert">
        <RetryNotice checking={checking} onRetry={retryNow} />
      </div>
    </section>
  );
}

/**
 * Inside the layout, shown with the last known person while the session could
 * not be restored: once the API answers, the screens load again in place.
 */
export function ServerUnreachableBanner({ onBack }: { onBack: () => void }) {
  const { retryNow, checking } = useReconnect(onBack);
  return (
    <div className="connection-lost" role="status">
      <RetryNotice checking={checking} onRetry={retryNow} />
    </div>
  );
}
