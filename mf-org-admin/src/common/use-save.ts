import { errorMessageFrom } from '@portal/shared-api';
import { notify } from '@portal/shared-ui';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { ORG_TEXTS } from '../texts';

/**
 * Runs one write: on success '¡Guardado!' (or `successText`) and a reload of
 * the lists; on failure the server's own message, and nothing is reloaded, so
 * what the user typed stays. Resolves to whether it worked.
 */
export function useSave() {
  const revalidator = useRevalidator();
  return useCallback(
    async (write: () => Promise<unknown>, successText: string = ORG_TEXTS.SAVED): Promise<boolean> => {
      try {
        await write();
      } catch (error) {
        notify.error(errorMessageFrom(error));
        return false;
      }
      notify.success(successText);
      await revalidator.revalidate();
      return true;
    },
    [revalidator],
  );
}

/** Axios options for writes whose failures this remote reports itself. */
export const QUIET = { notifyErrors: false } as const;
