import { INVALID_LINK } from '@portal/shared-api/rules';
import { Link } from 'react-router';

/** How a mailed link's check can end short of the page's own form. */
export type MailedLinkCheck = 'checking' | 'invalid' | 'unreachable';

const TEXTS = {
  checking: 'Comprobando el enlace...',
  checkFailed: 'No se ha podido comprobar el enlace. Inténtelo de nuevo más tarde.',
  retry: 'Reintentar',
} as const;

type Props = { check: MailedLinkCheck; onRetry: () => void; next: { to: string; label: string } };

/**
 * What every page opened from a mailed link shows while its link is checked, when it no longer works (with where to
 * go next), and when the server could not say (with a retry).
 */
export function MailedLinkProblem({ check, onRetry, next }: Props) {
  if (check === 'checking') return <p role="status">{TEXTS.checking}</p>;
  if (check === 'invalid') {
    return (
      <>
        <p role="alert">{INVALID_LINK}</p>
        <Link to={next.to}>{next.label}</Link>
      </>
    );
  }
  return (
    <>
      <p role="alert">{TEXTS.checkFailed}</p>
      <button className="btn" type="button" onClick={onRetry}>
        {TEXTS.retry}
      </button>
    </>
  );
}
