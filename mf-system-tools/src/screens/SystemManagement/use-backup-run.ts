import { type DatabaseBackupRun, databaseBackupsApi, errorMessageFrom } from '@portal/shared-api';
import { useWriteAndRevalidate } from '@portal/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

/** How often a running backup's log is read again. */
export const BACKUP_POLL_MS = 700;

/**
 * Starts a backup and follows its log until it ends; the route then reloads,
 * so the new file shows in the list. The server refuses a second run (409) or
 * one too soon (429): its reason is toasted and nothing starts.
 */
export function useBackupRun() {
  const write = useWriteAndRevalidate();
  const revalidator = useRevalidator();
  const [run, setRun] = useState<DatabaseBackupRun | null>(null);
  const [pollError, setPollError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const follow = useCallback(
    async (started: DatabaseBackupRun) => {
      let current = started;
      while (alive.current && current.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, BACKUP_POLL_MS));
        try {
          current = await databaseBackupsApi.run(started.id);
        } catch (error) {
          if (alive.current) setPollError(errorMessageFrom(error));
          return;
        }
        if (alive.current) setRun(current);
      }
      if (alive.current) await revalidator.revalidate();
    },
    [revalidator],
  );

  const start = useCallback(async () => {
    setPollError(null);
    const result = await write(() => databaseBackupsApi.start(), { success: null });
    if (!result.ok) return;
    setRun(result.value);
    await follow(result.value);
  }, [write, follow]);

  return { run, running: run?.status === 'running', pollError, start };
}
