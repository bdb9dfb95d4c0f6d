import { registerStoreReset, watchSettlement } from '@portal/shared-api';
import type { RemoteWidgetsResult } from './check-remote-widgets';
import { loadRemoteWidgets } from './load-remote-widgets';
import { reloadRemoteEntry } from './portal-federation';
import type { RemoteConfig } from './remotes-config';

const loaded = new Map<string, Promise<RemoteWidgetsResult>>();

// Signing out forgets them: the next person's home asks the remotes again (a redeployed remote is picked up).
registerStoreReset(() => loaded.clear());

/**
 * Each remote's `./widgets` is loaded once, however many of its cards show. A failure stays until a card's
 * 'Reintentar' (a card rendering again must keep showing it, not start another load by itself).
 */
export function remoteWidgetsOf(remote: RemoteConfig): Promise<RemoteWidgetsResult> {
  let widgets = loaded.get(remote.name);
  if (!widgets) {
    widgets = watchSettlement(loadRemoteWidgets(remote));
    loaded.set(remote.name, widgets);
  }
  return widgets;
}

/** 'Reintentar' on a card whose remote failed: the runtime is told to fetch the remote's entry again. */
export async function retryRemoteWidgets(remote: RemoteConfig): Promise<void> {
  loaded.delete(remote.name);
  await reloadRemoteEntry(remote);
}
