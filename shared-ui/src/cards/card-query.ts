import type { LiveUpdateFilter } from '@portal/shared-api';
import { portalQueryClient } from '@portal/shared-api/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveUpdates } from '../live-updates/use-live-updates';

/**
 * A home card's data, declared once in the card folder's `<card>.data.ts` and named in the remote's `cards.tsx`:
 * the shell prefetches it as soon as it knows the card will show, and the card reads it with `useCardQuery`.
 */
export type CardQuery<T> = {
  /** Its entry in the portal's query cache: `['card', '<card id>']`. */
  queryKey: readonly ['card', string];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** The live updates after which the card reads again. */
  live: LiveUpdateFilter;
};

/** The query of the card `id` (`mf_<name>.<card>`): `read` answers its data, `live` names what makes it stale. */
export function cardQuery<T>(id: string, read: (signal: AbortSignal) => Promise<T>, live: LiveUpdateFilter): CardQuery<T> {
  return { queryKey: ['card', id], queryFn: ({ signal }) => read(signal), live };
}

/** Starts a card's read ahead of its first render; an answer still fresh is not read again. Never rejects. */
export function prefetchCard(card: CardQuery<unknown>): Promise<void> {
  return portalQueryClient.prefetchQuery({ queryKey: card.queryKey, queryFn: card.queryFn });
}

const LIVE_READ_DELAY_MS = 250;

/**
 * A card's data: the prefetched answer when it is fresh (shown in the first render if it has arrived), else read on
 * mount; read again after every live update `card.live` accepts, what is shown staying until the new answer. A
 * failed read is thrown to the card, which shows it with 'Reintentar'. `undefined` while the first read runs.
 */
export function useCardQuery<T>(card: CardQuery<T>): T | undefined {
  const { data } = useQuery({ queryKey: card.queryKey, queryFn: card.queryFn }, portalQueryClient);
  // A burst of updates (a task created, then assigned) is read once, a moment after the last: the kept answers
  // behind the read have then heard of every write too.
  const burst = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLiveUpdates(card.live, () => {
    clearTimeout(burst.current);
    burst.current = setTimeout(() => void portalQueryClient.invalidateQueries({ queryKey: card.queryKey, exact: true }), LIVE_READ_DELAY_MS);
  });
  const { queryKey } = card;
  useEffect(
    () => () => {
      clearTimeout(burst.current);
      // The card hears live updates only while it shows: a later mount (coming back home) reads anew.
      portalQueryClient.removeQueries({ queryKey, exact: true });
    },
    [queryKey],
  );
  return data;
}
