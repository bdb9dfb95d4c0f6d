import { portalStore, restoreSession, retryDelay, sessionAtom } from '@portal/shared-api';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * While mounted, asks the server for the session again, by itself with
 * backoff or at once through `retryNow`, and calls `onBack` once it answers
 * (with the session, or with a 401 that ends it: the router decides then).
 */
export function useReconnect(onBack: () => void): { retryNow: () => void; checking: boolean } {
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const latestOnBack = useRef(onBack);
  latestOnBack.current = onBack;

  const check = useCallback(async () => {
    setChecking(true);
    await restoreSession();
    setChecking(false);
    if (portalStore.get(sessionAtom).unreachable) setAttempt((previous) => previous + 1);
    else latestOnBack.current();
  }, []);

  useEffect(() => {
    if (checking) return;
    const timer = setTimeout(() => void check(), retryDelay(attempt));
    return () => clearTimeout(timer);
  }, [attempt, checking, check]);

  return { retryNow: () => void check(), checking };
}
