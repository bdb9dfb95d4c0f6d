import { idFromIri, loadUserSummaries, type Reference, type UserSummary } from '@portal/shared-api';
import { useEffect, useMemo, useState } from 'react';

/**
 * The summaries of the people a panel shows (a manager, members, requesters),
 * looked up by id in one request instead of downloading every user.
 */
export function useUserSummaries(references: readonly Reference[]): Map<number, UserSummary> {
  const key = references
    .map((reference) => idFromIri(reference))
    .filter((id): id is number => id !== null)
    .join(',');
  const [found, setFound] = useState<Map<number, UserSummary>>(new Map());
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const controller = new AbortController();
    loadUserSummaries(ids, { signal: controller.signal }).then(
      (users) => {
        if (!controller.signal.aborted) setFound(new Map(users.map((user) => [user.id, user])));
      },
      // The client's error rule has told the user; the panel shows no one.
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);
  return useMemo(() => found, [found]);
}
