import { OFFLINE_REMOTE_MARKER } from './runtime-plugin/offline-remote';
import type { RemoteConfig } from './remotes-config';
import { reportRelease } from './gradual-release';
import { chooseRelease, loadRemoteModule, switchToFallbackEntry } from './portal-federation';

/**
 * One attempt (manifest, entry script, the expose's chunks) that has not
 * finished in this time is treated as down. The manifest and each script have
 * their own, shorter deadline (`runtime-plugin/load-timeouts.ts`); this one
 * bounds the whole, so entry plus fallback entry stay within 8 s of the click.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type Checked<T> = { ok: true } & T;
export type LoadResult<T> = Checked<T> | { ok: false; reason: string };

async function tryLoad<T>(remote: RemoteConfig, expose: string, check: (module: Record<string, unknown>) => LoadResult<T>): Promise<LoadResult<T>> {
  try {
    const module = await withTimeout(loadRemoteModule<Record<string, unknown>>(`${remote.name}/${expose}`), REMOTE_LOAD_TIMEOUT_MS);
    if (!module || module[OFFLINE_REMOTE_MARKER]) return { ok: false, reason: 'El módulo no responde.' };
    return check(module);
  } catch {
    return { ok: false, reason: 'El módulo no responde.' };
  }
}

/** One exposed module of a remote (`./routes`, the cards' `./widgets`): primary entry, then the fallback entry, then a failure the shell renders. */
export async function loadExposedModule<T>(remote: RemoteConfig, expose: string, check: (module: Record<string, unknown>) => LoadResult<T>): Promise<LoadResult<T>> {
  const chosen = await chooseRelease(remote);
  const primary = await tryLoad(remote, expose, check);
  reportRelease(chosen, primary.ok ? 'loaded' : 'load-failed');
  if (primary.ok || !(await switchToFallbackEntry(remote))) return primary;
  return tryLoad(remote, expose, check);
}
