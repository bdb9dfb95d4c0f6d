import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginLoaderData } from './login-loader';
import { login as loginTexts } from './login-texts';
import { warmUpCardsForEveryone, warmUpHome, warmUpHomeOf } from './warm-up-home';

// shared-ui is not needed to sign in: it is fetched only for a visitor who already has a session.
const SignedInNotice = lazy(async () => ({ default: (await import('./SignedInNotice')).SignedInNotice }));

/** Only same-site paths are followed after login, never another origin. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/user';
}

function messageFor(error: unknown): string {
  const status = (error as { response?: { status?: number } })?.response?.status;
  if (status === 401) return loginTexts.invalidCredentials;
  if (status === 403) return loginTexts.accountBanned;
  if (status === 429) return loginTexts.tooManyAttempts;
  return loginTexts.unavailable;
}

export function LoginScreen() {
  const { signedInAs } = useLoaderData() as LoginLoaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const passwordChanged = (useLocation().state as { passwordChanged?: boolean } | null)?.passwordChanged === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    warmUpHome();
    warmUpCardsForEveryone();
    setSubmitting(true);
    setError(null);
    try {
      // The API client is fetched when it is first needed, not to show the form.
      const { login } = await import('@portal/shared-api');
      const session = await login(email.trim(), password);
      const next = safeNext(params.get('next'));
      if (next === '/user') warmUpHomeOf(session.user);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(messageFor(failure));
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <form className="card login-card" onSubmit={submit} onInput={warmUpHome} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">{loginTexts.title}</h1>
        <p className="muted">{loginTexts.subtitle}</p>
        {passwordChanged && !error && <p role="status">{loginTexts.passwordChanged}</p>}
        {signedInAs && (
          <Suspense fallback={null}>
            <SignedInNotice user={signedInAs} />
          </Suspense>
        )}
        <label className="field">
          <span>{loginTexts.email}</span>
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{loginTexts.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="btn btn-primary btn-block" type="submit" disabled={submitting || !email || !password}>
          {submitting ? loginTexts.submitting : loginTexts.submit}
        </button>
        <Link to="/passwordreset">{loginTexts.forgotPassword}</Link>
      </form>
    </main>
  );
}
