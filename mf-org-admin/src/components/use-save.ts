import { useWriteAndRevalidate } from '@portal/shared-ui';
import { useCallback } from 'react';
import { ORG_TEXTS } from './org-texts';

/**
 * Runs one write with shared-ui's write rule: on success '¡Guardado!' (or
 * `successText`) and a reload of the lists; on failure the server's own
 * message, and nothing is reloaded, so what the user typed stays. Resolves to
 * whether it worked.
 */
export function useSave() {
  const write = useWriteAndRevalidate();
  return useCallback(
    async (run: () => Promise<unknown>, successText: string = ORG_TEXTS.SAVED): Promise<boolean> => (await write(run, { success: successText })).ok,
    [write],
  );
}

