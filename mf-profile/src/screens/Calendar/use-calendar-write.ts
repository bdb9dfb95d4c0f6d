import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { CalendarActionResult, CalendarIntent } from './calendar.data';

/** Sends one write to the screen's action; `onDone` runs once it succeeded, so a failed form keeps what was typed. */
export function useCalendarWrite(onDone?: () => void) {
  const fetcher = useFetcher<CalendarActionResult>();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) done.current?.();
  }, [fetcher.state, fetcher.data]);
  return {
    busy: fetcher.state !== 'idle',
    send: (intent: CalendarIntent) => fetcher.submit(intent, { method: 'post', encType: 'application/json' }),
  };
}
