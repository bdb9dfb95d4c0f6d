import { type LiveUpdateFilter, takeAnsweredRead, takeStartedRead, type WidgetRead } from '@portal/shared-api';
import { useEffect, useRef, useState } from 'react';
import { useLiveUpdates } from './use-live-updates';

type WidgetData<T> = { data?: T; error?: unknown };

const LIVE_READ_DELAY_MS = 250;

/**
 * A home card's data: read on mount (or taken from the read the shell started
 * with the card's code, see `startWidgetRead`) and again on every live update
 * `live` accepts (what is shown stays until the new read arrives). A failed read
 * is thrown to the card, which shows it with 'Reintentar'. `undefined` while the
 * first read runs.
 */
export function useWidgetData<T>(load: WidgetRead<T>, live: LiveUpdateFilter): T | undefined {
  // A read the shell started that has already answered is shown in the first render, not after a loading one.
  const [answered] = useState(() => takeAnsweredRead(load));
  const [state, setState] = useState<WidgetData<T>>(answered ?? {});
  const [version, setVersion] = useState(0);
  // A burst of updates (a task created, then assigned) is read once, a moment after the last: the kept answers
  // behind the read have then heard of every write too.
  const burst = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLiveUpdates(live, () => {
    clearTimeout(burst.current);
    burst.current = setTimeout(() => setVersion((count) => count + 1), LIVE_READ_DELAY_MS);
  });
  useEffect(() => () => clearTimeout(burst.current), []);
  // Callers pass a new closure on each render: the read runs once per version, with the latest one.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (version === 0 && answered) return;
    const controller = new AbortController();
    const read = (version === 0 ? takeStartedRead(latestLoad.current) : undefined) ?? latestLoad.current(controller.signal);
    read.then(
      (data) => setState({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      },
    );
    return () => controller.abort();
  }, [version, answered]);
  if (state.error !== undefined) throw state.error;
  return state.data;
}
