import { type LiveFeedListener, liveFeedSince, subscribeLiveFeed } from './live-feed';

/**
 * One update of the live feed (docs/api-contract.md §11.3), read for screens: the changed
 * item's IRI, its resource (`user_schedules`) and id, and the item as its GET
 * answers it, or `null` after a delete (the hub then sends only the IRI).
 */
export type LiveUpdate = { iri: string; resource: string; id: string; item: Record<string, unknown> | null };

/** Which updates a screen wants: resource names (`['user_schedules']`) or a test of the update. */
export type LiveUpdateFilter = readonly string[] | ((update: LiveUpdate) => boolean);

const ITEM_IRI = /^\/api\/([^/?#]+)\/([^/?#]+)$/;
const RESOURCE_IRI = /^\/api\/([^/?#]+)$/;

/**
 * Reads one parsed feed message; `null` when it is not an API update. Besides items, a resource-wide notice
 * counts (the remote registry's `/api/remotes_config`, with an empty `id`), but only with content: a bare
 * collection IRI says nothing.
 */
export function liveUpdateOf(data: unknown): LiveUpdate | null {
  if (!data || typeof data !== 'object') return null;
  const iri = (data as { '@id'?: unknown })['@id'];
  if (typeof iri !== 'string') return null;
  const item = Object.keys(data).length === 1 ? null : (data as Record<string, unknown>);
  const match = ITEM_IRI.exec(iri);
  if (match?.[1] && match[2]) return { iri, resource: match[1], id: match[2], item };
  const resource = RESOURCE_IRI.exec(iri)?.[1];
  return resource && item ? { iri, resource, id: '', item } : null;
}

export function acceptsLiveUpdate(filter: LiveUpdateFilter, update: LiveUpdate): boolean {
  return typeof filter === 'function' ? filter(update) : filter.includes(update.resource);
}

/**
 * Calls `listener` with every update of the portal's one live feed that
 * `filter` accepts; answers the unsubscribe function. React screens use
 * `useLiveUpdates` (`@portal/shared-ui`), which builds on this.
 */
export function subscribeLiveUpdates(
  filter: LiveUpdateFilter,
  listener: (update: LiveUpdate) => void,
  subscribe: (listener: LiveFeedListener) => () => void = subscribeLiveFeed,
): () => void {
  return subscribe((data) => {
    const update = liveUpdateOf(data);
    if (update && acceptsLiveUpdate(filter, update)) listener(update);
  });
}

/** The updates `filter` accepts among those delivered after feed position `position` (see `liveFeedPosition`). */
export function liveUpdatesSince(position: number, filter: LiveUpdateFilter): LiveUpdate[] {
  return liveFeedSince(position).flatMap((data) => {
    const update = liveUpdateOf(data);
    return update && acceptsLiveUpdate(filter, update) ? [update] : [];
  });
}
