import { QueryClient } from '@tanstack/react-query';
import { registerStoreReset } from '../session';

/**
 * How long a card's answer is shown without reading again, and kept for a card that has not mounted yet. A card hears
 * live updates only while it shows, so an answer read before it mounted (the shell prefetches while the home renders)
 * may have missed a write after this; a card mounting later shows its loading state and reads anew.
 */
export const CARD_FRESH_MS = 5_000;

/**
 * The portal's one query cache: what the home's cards read, and their code. It lives in this package, which the shell
 * shares as a singleton, because the shell prefetches a card's query and the remote's card reads it; shared-ui is
 * bundled by each remote and would hold one cache per remote.
 */
export const portalQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CARD_FRESH_MS,
      gcTime: CARD_FRESH_MS,
      // A failure goes to its card's error boundary at once, with 'Reintentar'; a card reads again on a live update or
      // that button, not when the window takes focus or the network comes back.
      throwOnError: true,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Read even when the browser believes it is offline: the failure is then the card's to show.
      networkMode: 'always',
    },
  },
});

// The next person to sign in on this tab must not be shown what was read for the last one.
registerStoreReset(() => portalQueryClient.clear());
