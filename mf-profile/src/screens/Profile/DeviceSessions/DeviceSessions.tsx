import { errorMessageFrom } from '@portal/shared-api';
import { EmptyState, formatDateTime, Loader, useLiveUpdates } from '@portal/shared-ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { type DeviceSession, deviceSessionsApi } from './device-sessions-api';

type Listing = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; sessions: DeviceSession[] };

/** 'Sesiones abiertas': the person's signed-in devices, each of which but this one can be signed out from here. */
export function DeviceSessions() {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const headingId = useId();

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const sessions = await deviceSessionsApi.list(signal);
      setListing({ state: 'loaded', sessions });
    } catch (error) {
      if (!signal?.aborted) setListing({ state: 'failed', message: errorMessageFrom(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // A sign-in or sign-out on another device shows here at once.
  useLiveUpdates(['user_sessions'], () => void load());

  // A refused request leaves the list as it was and says why; success reads the list again.
  const act = async (request: () => Promise<void>) => {
    setBusy(true);
    setActionError(null);
    try {
      await request();
      await load();
    } catch (error) {
      setActionError(errorMessageFrom(error));
    } finally {
      setBusy(false);
    }
  };

  const others = listing.state === 'loaded' ? listing.sessions.filter((session) => !session.current) : [];

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sesiones abiertas</h2>
      {listing.state === 'loading' && <Loader />}
      {listing.state === 'failed' && (
        <div role="alert" className="form-error">
          {listing.message}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void load()}>
            Reintentar
          </button>
        </div>
      )}
      {listing.state === 'loaded' && listing.sessions.length === 0 && <EmptyState message="No hay sesiones abiertas." />}
      {listing.state === 'loaded' && listing.sessions.length > 0 && (
        <ul className="device-sessions">
          {listing.sessions.map((session) => (
            <li key={session.id} aria-label={session.browser}>
              <span className="device-session-browser">
                {session.browser}
                {session.current && <strong className="badge"> Esta sesión</strong>}
              </span>
              <span className="muted">
                {session.ip} · Inicio: {formatDateTime(session.startedAt)} · Último uso: {formatDateTime(session.lastUsedAt)}
              </span>
              {!session.current && (
                <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void act(() => deviceSessionsApi.end(session.id))}>
                  Cerrar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {actionError && (
        <p role="alert" className="form-error">
          {actionError}
        </p>
      )}
      {others.length > 0 && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act(deviceSessionsApi.endOthers)}>
          Cerrar las demás sesiones
        </button>
      )}
    </section>
  );
}
