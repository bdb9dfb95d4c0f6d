/**
 * Open tabs follow promotions and roll backs: the registry announces every change of a remote's releases on the live
 * feed (`/api/remotes_config`); the tab then reads the remotes file again and notes each remote whose release it would
 * now choose differs from the one it runs. The next navigation into such a remote loads the whole page (see the gate in
 * `patch-remote-routes.tsx`): never in the middle of a screen, so nothing typed is lost, and never with chunks of two
 * releases in one page.
 */
import { subscribeLiveUpdates } from '@portal/shared-api';
import { personOfTab, releaseFor } from './gradual-release';
import { loadRemotesConfig, REMOTES_CONFIG_URL } from './load-remotes-config';
import type { RemoteConfig } from './remotes-config';

const outdated = new Set<string>();

/** Whether this tab runs a release of `remote` that is no longer the one it would choose. */
export function runsOutdatedRelease(remote: string): boolean {
  return outdated.has(remote);
}

const sideOf = (remote: RemoteConfig | undefined, userId: number | null) => (remote ? `${remote.enabled}:${releaseFor(remote, userId).entry}` : 'absent');

/** The remotes file including the registry change `notice` announced (the shell's server asks the registry again if needed). */
const fileIncluding = (notice: Record<string, unknown> | null) => {
  const { remote, revision } = notice ?? {};
  const including = typeof remote === 'string' && Number.isInteger(revision) ? `?revision=${encodeURIComponent(`${remote}:${revision}`)}` : '';
  return loadRemotesConfig(`${REMOTES_CONFIG_URL}${including}`);
};

/** Compares `running` with a fresh read of the remotes file, after each announcement of the registry. */
export function followReleaseChanges(
  running: RemoteConfig[],
  read: (notice: Record<string, unknown> | null) => Promise<{ remotes: RemoteConfig[] }> = fileIncluding,
): () => void {
  let checking = Promise.resolve();
  return subscribeLiveUpdates(['remotes_config'], (update) => {
    checking = checking.then(async () => {
      const [fresh, userId] = await Promise.all([read(update.item), personOfTab()]);
      for (const remote of running) {
        const now = fresh.remotes.find((candidate) => candidate.name === remote.name);
        if (sideOf(now, userId) !== sideOf(remote, userId)) outdated.add(remote.name);
      }
    });
  });
}
