import { portalQueryClient } from '@portal/shared-api/react';
import { useQuery } from '@tanstack/react-query';
import type { RemoteCardsResult } from './check-remote-cards';
import { loadRemoteCards } from './load-remote-cards';
import { reloadRemoteEntry } from './portal-federation';
import type { RemoteConfig } from './remotes-config';

/**
 * Each remote's home cards (its `./widgets`), loaded once however many of its cards show, in the portal's query cache: signing out
 * forgets them, so the next person's home asks the remotes again (a redeployed remote is picked up). A failure stays
 * until a card's 'Reintentar' (a card rendering again must keep showing it, not start another load by itself).
 */
const remoteCardsQuery = (remote: RemoteConfig) => ({
  queryKey: ['remote-cards', remote.name],
  queryFn: () => loadRemoteCards(remote),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function remoteCardsOf(remote: RemoteConfig): Promise<RemoteCardsResult> {
  return portalQueryClient.fetchQuery(remoteCardsQuery(remote));
}

/** The remote's cards once loaded, `undefined` until then (in the first render when they already are). */
export function useRemoteCards(remote: RemoteConfig): RemoteCardsResult | undefined {
  return useQuery(remoteCardsQuery(remote), portalQueryClient).data;
}

/** 'Reintentar' on a card whose remote failed: the runtime is told to fetch the remote's entry again. */
export async function retryRemoteCards(remote: RemoteConfig): Promise<void> {
  portalQueryClient.removeQueries({ queryKey: ['remote-cards', remote.name], exact: true });
  await reloadRemoteEntry(remote);
}
