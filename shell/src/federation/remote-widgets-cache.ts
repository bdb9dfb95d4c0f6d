import { portalQueryClient } from '@portal/shared-api/react';
import { useQuery } from '@tanstack/react-query';
import type { RemoteWidgetsResult } from './check-remote-widgets';
import { loadRemoteWidgets } from './load-remote-widgets';
import { reloadRemoteEntry } from './portal-federation';
import type { RemoteConfig } from './remotes-config';

/**
 * Each remote's `./widgets`, loaded once however many of its cards show, in the portal's query cache: signing out
 * forgets them, so the next person's home asks the remotes again (a redeployed remote is picked up). A failure stays
 * until a card's 'Reintentar' (a card rendering again must keep showing it, not start another load by itself).
 */
const remoteWidgetsQuery = (remote: RemoteConfig) => ({
  queryKey: ['remote-widgets', remote.name],
  queryFn: () => loadRemoteWidgets(remote),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function remoteWidgetsOf(remote: RemoteConfig): Promise<RemoteWidgetsResult> {
  return portalQueryClient.fetchQuery(remoteWidgetsQuery(remote));
}

/** The remote's `./widgets` once loaded, `undefined` until then (in the first render when they already are). */
export function useRemoteWidgets(remote: RemoteConfig): RemoteWidgetsResult | undefined {
  return useQuery(remoteWidgetsQuery(remote), portalQueryClient).data;
}

/** 'Reintentar' on a card whose remote failed: the runtime is told to fetch the remote's entry again. */
export async function retryRemoteWidgets(remote: RemoteConfig): Promise<void> {
  portalQueryClient.removeQueries({ queryKey: ['remote-widgets', remote.name], exact: true });
  await reloadRemoteEntry(remote);
}
