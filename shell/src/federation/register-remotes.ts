import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from './remotes-config';

/** Only enabled remotes reach the federation runtime; disabled ones are never fetched. */
export function registerEnabledRemotes(remotes: RemoteConfig[]): void {
  registerRemotes(remotes.filter((remote) => remote.enabled).map(({ name, entry }) => ({ name, entry })));
}

/** Points a remote at its fallback deployment (used after the primary failed). */
export function switchToFallbackEntry(remote: RemoteConfig): boolean {
  if (!remote.fallbackEntry) return false;
  registerRemotes([{ name: remote.name, entry: remote.fallbackEntry }], { force: true });
  return true;
}
