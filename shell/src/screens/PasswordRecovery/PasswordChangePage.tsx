import { userPasswordProblem, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MailedLinkProblem } from '../PublicPage/MailedLinkProblem';
import { passwordTexts as texts } from './password-texts';

type LinkState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'unreachable' } | { kind: 'ready'; purpose: 'reset' | 'invitation' };

const statusOf = (failure: unknown) => (failure as { response?: { status?: number } }).response?.status;

/** `/passwordchange?token=…`: sets the password from a reset or invitation link; it never signs in. */
export function PasswordChangePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = useCallback(async () => {
    setLink({ kind: 'checking' });
    if (!token) return setLink({ kind: 'invalid' });
    const { apiClient } = await import('@portal/shared-api');
    try {
      const response = await apiClient.get<{ purpose: 'reset' | 'invitation' }>('password_reset/check', { params: { token } });
      setLink({ kind: 'ready', purpose: response.data.purpose });
    } catch (failure) {
      setLink({ kind: statusOf(failure) === 400 ? 'invalid' : 'unreachable' });
    }
  }, [token]);

  useEffect(() => {
    void check();
  }, [check]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = userPasswordProblem(password) ?? (password === repeated ? null : VALIDATION_MESSAGES.PASSWORDS_DIFFER);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const { apiClient, errorMessageFrom } = await import('@portal/shared-api');
    try {
      await apiClient.post('password_reset/confirm', { token, password });
      navigate('/login', { replace: true, state: { passwordChanged: true } });
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 400) setLink({ kind: 'invalid' });
      else setError(status === 422 || status === 429 ? errorMessageFrom(failure) : texts.changeFailed);
      setSaving(false);
    }
  };

  const title = link.kind === 'ready' && link.purpose === 'invitation' ? texts.invitationTitle : texts.changeTitle;
  return (
    <main className="login-page">
      <form className="card login-card" onSubmit={submit} aria-labelledby="password-change-title" aria-busy={link.kind === 'checking'} noValidate>
        <h1 id="password-change-title">{title}</h1>
        {link.kind !== 'ready' && <MailedLinkProblem check={link.kind} onRetry={() => void check()} next={{ to: '/passwordreset', label: texts.askAgain }} />}
        {link.kind === 'ready' && (
          <>
            <label className="field">
              <span>{texts.newPassword}</span>
              <input className="input" type="password" name="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </label>
            <label className="field">
              <span>{texts.repeatPassword}</span>
              <input className="input" type="password" name="repeat-password" autoComplete="new-password" value={repeated} onChange={(event) => setRepeated(event.target.value)} />
            </label>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button className="btn btn-primary btn-block" type="submit" disabled={saving || !password || !repeated}>
              {saving ? texts.changing : texts.change}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
