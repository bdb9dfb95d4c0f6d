import { subscribeLiveFeed } from '@portal/shared-api';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** What a live update says it is about: its own IRI, its type, and the task or team it belongs to. */
export type LiveUpdate = { '@id'?: string; '@type'?: string; task?: unknown; team?: unknown };

const asUpdate = (data: unknown): LiveUpdate | null => (typeof data === 'object' && data !== null ? (data as LiveUpdate) : null);

/**
 * Reloads the route's data when the shared live feed brings an update that
 * `concerns` the screen (someone else's change of a task, message, subtask or
 * clock). The feed is the shell's one connection; nothing is opened here.
 */
export function useLiveRevalidate(concerns: (update: LiveUpdate) => boolean): void {
  const { revalidate } = useRevalidator();
  const latest = useRef({ revalidate, concerns });
  latest.current = { revalidate, concerns };

  useEffect(
    () =>
      subscribeLiveFeed((data) => {
        const update = asUpdate(data);
        if (update && latest.current.concerns(update)) void latest.current.revalidate();
      }),
    [],
  );
}

/** An update about the task `taskIri` or something on it (message, subtask, time entry). */
export const isAboutTask = (update: LiveUpdate, taskIri: string): boolean => update['@id'] === taskIri || update.task === taskIri;
