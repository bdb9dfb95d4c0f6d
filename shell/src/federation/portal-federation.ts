/**
 * The shell's access to Module Federation. The runtime (about 28 KB gzipped) is
 * not on `/login`'s path: it is fetched, as its own chunk, when the remote
 * registry is first read (typing on `/login`, the `/user` layout, or a remote's
 * path opened directly).
 */
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { HOME_CARDS_EXPOSE } from './check-remote-cards';
import { type ChosenRelease, personOfTab, releaseFor } from './gradual-release';
import type { RemoteConfig } from './remotes-config';

let host: Promise<ModuleFederation> | undefined;
let hostWithRemotes: Promise<ModuleFederation> | undefined;

function federationHost(): Promise<ModuleFederation> {
  host ??= import(/* webpackChunkName: "federation" */ './federation-host').then(({ createFederationHost }) => createFederationHost());
  return host;
}

/** Only enabled remotes reach the federation runtime; disabled ones are never fetched. */
export function registerEnabledRemotes(remotes: RemoteConfig[]): void {
  hostWithRemotes = federationHost().then((federation) => {
    federation.registerRemotes(remotes.filter((remote) => remote.enabled).map(({ name, entry }) => ({ name, entry })));
    return federation;
  });
  // A runtime that failed to arrive is reported where a remote is loaded, not as an unhandled rejection.
  hostWithRemotes.catch(() => undefined);
}

const registeredHost = () => hostWithRemotes ?? federationHost();

/** A remote's exposed module (`mf_approvals/routes`), once the registry's remotes are registered. */
export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  return (await registeredHost()).loadRemote<T>(id);
}

/**
 * Fetches a remote's manifest, entry script and the code of its home cards (`./widgets` and the chunks it loads),
 * running none of it: what its cards need first, fetched ahead (see `warmUpHome`). A failure is left to the load
 * that follows, which reports it.
 */
export async function preloadRemoteCardsCode(remote: RemoteConfig): Promise<void> {
  await (await registeredHost()).preloadRemote([{ nameOrAlias: remote.name, exposes: [`./${HOME_CARDS_EXPOSE}`], resourceCategory: 'all' }]);
}

/**
 * Hands the shell's shared modules (React, the router, the store, the API client…) to the federation runtime ahead
 * of any remote. Each is provided through a small chunk of its own, which a remote's first module would otherwise
 * wait for after it arrives. Nothing of any remote is fetched.
 */
export async function preloadSharedModules(): Promise<void> {
  const federation = await registeredHost();
  await Promise.all(Object.keys(federation.options.shared).map((name) => federation.loadShare(name)));
}

/** Points a remote at its fallback deployment (used after the primary failed). */
export async function switchToFallbackEntry(remote: RemoteConfig): Promise<boolean> {
  if (!remote.fallbackEntry) return false;
  (await registeredHost()).registerRemotes([{ name: remote.name, entry: remote.fallbackEntry }], { force: true });
  return true;
}

/** Forgets what the runtime kept of a remote (a failed entry included), so its next load fetches the primary entry again. */
export async function reloadRemoteEntry(remote: RemoteConfig): Promise<void> {
  (await registeredHost()).registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** The release each remote's modules come from in this tab, decided at its first module and kept. */
const chosenReleases = new Map<string, Promise<ChosenRelease>>();

/**
 * Decides once, at a remote's first module, which of its releases this tab runs: a person in a gradual release's
 * share gets the candidate (registered in place of the live entry, before any of the remote's modules ran, so no
 * screen mixes the chunks of two releases); everyone else keeps the live one.
 */
export function chooseRelease(remote: RemoteConfig): Promise<ChosenRelease> {
  let chosen = chosenReleases.get(remote.name);
  if (!chosen) {
    chosen = personOfTab().then(async (userId) => {
      const release = releaseFor(remote, userId);
      if (release.candidate) (await registeredHost()).registerRemotes([{ name: remote.name, entry: release.entry }], { force: true });
      return release;
    });
    chosenReleases.set(remote.name, chosen);
  }
  return chosen;
}
