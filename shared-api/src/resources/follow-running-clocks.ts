import { iri } from '../hydra';
import { type LiveFeedListener, subscribeLiveFeed } from '../live-feed';
import { sessionAtom } from '../session/session-state';
import { portalStore } from '../store';
import { timeTrackingApi } from './time-tracking';

/** A live update of one of the session user's work time entries (a clock opened or closed elsewhere). */
function isOwnEntry(data: unknown, userIri: string): boolean {
  if (!data || typeof data !== 'object') return false;
  const entry = data as { '@type'?: unknown; user?: unknown };
  return entry['@type'] === 'WorkTimeHistory' && entry.user === userIri;
}

/**
 * Keeps `runningClocksAtom` right when the session user's clocks change in
 * another tab or device: an update of one of their entries reloads
 * `getActiveTasks`. Returns the function that stops following.
 */
export function followRunningClocks(subscribe: (listener: LiveFeedListener) => () => void = subscribeLiveFeed): () => void {
  return subscribe((data) => {
    const user = portalStore.get(sessionAtom).payload?.user;
    if (user && isOwnEntry(data, iri('users', user.id))) timeTrackingApi.activeTasks().catch(() => undefined);
  });
}
