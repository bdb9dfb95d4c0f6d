import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailedLinkProblem } from '../PublicPage/MailedLinkProblem';
import { emailChangeTexts as texts } from './email-change-texts';

type Purpose = 'confirm' | 'report';
type LinkState =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'ready'; purpose: Purpose; email: string }
  | { kind: 'done'; purpose: Purpose; email: string };

const statusOf = (failure: unknown) => (failure as { response?: { status?: number } }).response?.status;

/**
 * `/emailchange?token=…`: the link mailed to a new address confirms it; the one mailed to the old address reports the
 * change. Opening the link does nothing by itself (mail scanners open links too): the person presses the button.
 */
export function EmailChangePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const check = useCallback(async () => {
    setLink({ kind: 'checking' });
    if (!token) return setLink({ kind: 'invalid' });
    const { apiClient } = await import('@portal/shared-api');
    try {
      const { data } = await apiClient.get<{ purpose: Purpose; email: string }>('email_change/check', { params: { token } });
      setLink({ kind: 'ready', purpose: data.purpose, email: data.email });
    } catch (failure) {
      setLink({ kind: statusOf(failure) === 400 ? 'invalid' : 'unreachable' });
    }
  }, [token]);

  useEffect(() => {
    void check();
  }, [check]);

  const send = async (purpose: Purpose, email: string) => {
    setSending(true);
    setError(null);
    const { apiClient, errorMessageFrom } = await import('@portal/shared-api');
    try {
      await apiClient.post(`email_change/${purpose}`, { token });
      setLink({ kind: 'done', purpose, email });
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 400) setLink({ kind: 'invalid' });
      else setError(status === 409 || status === 429 ? errorMessageFrom(failure) : texts.sendFailed);
    } finally {
      setSending(false);
    }
  };

  const title = link.kind === 'ready' || link.kind === 'done' ? (link.purpose === 'confirm' ? texts.confirmTitle : texts.reportTitle) : texts.pageTitle;
  return (
    <main className="login-page">
      <section className="card login-card" aria-labelledby="email-change-title" aria-busy={link.kind === 'checking'}>
        <h1 id="email-change-title">{title}</h1>
        {(link.kind === 'checking' || link.kind === 'invalid' || link.kind === 'unreachable') && (
          <MailedLinkProblem check={link.kind} onRetry={() => void check()} next={{ to: '/login', label: texts.toLogin }} />
        )}
        {link.kind === 'ready' && (
          <>
            <p>{link.purpose === 'confirm' ? texts.confirmIntro(link.email) : texts.reportIntro(link.email)}</p>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button className="btn btn-primary btn-block" type="button" disabled={sending} onClick={() => void send(link.purpose, link.email)}>
              {sending ? texts.sending : link.purpose === 'confirm' ? texts.confirm : texts.report}
            </button>
          </>
        )}
        {link.kind === 'done' && (
          <>
            <p role="status">{link.purpose === 'confirm' ? texts.confirmed(link.email) : texts.reported(link.email)}</p>
            <Link to="/login">{texts.toLogin}</Link>
          </>
        )}
      </section>
    </main>
  );
}
