import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { passwordTexts as texts } from './password-texts';

/** `/passwordreset`: the answer never tells whether the address has an account. */
export function PasswordResetPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const { apiClient, errorMessageFrom } = await import('@portal/shared-api');
    try {
      const response = await apiClient.post<{ message?: string }>('password_reset/request', { email: email.trim() });
      setAnswer(response.data.message ?? texts.requested);
    } catch (failure) {
      const status = (failure as { response?: { status?: number } }).response?.status;
      setError(status === 429 || status === 400 ? errorMessageFrom(failure) : texts.requestFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="login-page">
      <form className="card login-card" onSubmit={submit} aria-labelledby="password-reset-title" noValidate>
        <h1 id="password-reset-title">{texts.resetTitle}</h1>
        {answer ? (
          <p role="status">{answer}</p>
        ) : (
          <>
            <p className="muted">{texts.resetIntro}</p>
            <label className="field">
              <span>{texts.email}</span>
              <input className="input" type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button className="btn btn-primary btn-block" type="submit" disabled={sending || !email.trim()}>
              {sending ? texts.sending : texts.send}
            </button>
          </>
        )}
        <Link to="/login">{texts.backToLogin}</Link>
      </form>
    </main>
  );
}
