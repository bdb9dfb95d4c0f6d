/**
 * The remotes file the shell serves: the environment's file (`REMOTES_CONFIG`: the origins and which remotes
 * exist), each remote's screens from its manifest (`remote-screens.mjs`), and what the API's remote registry
 * says of each remote it knows: whether it is switched on and, where it has a live release, its entry and release and a
 * gradual candidate. The registry's last answer is kept on disk, so a shell started while the API is down still serves what was live.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createScreensSource } from './remote-screens.mjs';

/** How long one answer of the registry is used: every page load reads the file, the registry is asked at most once a second. */
const FRESH_MS = 1000;
const TIMEOUT_MS = 1500;

const releaseOf = (side) => ({ id: side.release, version: side.version });

/**
 * The file with the registry's state applied; the file unchanged when the registry knows none of its remotes. A
 * remote the registry holds no live release of keeps the file's entry and takes only the registry's switch ('Módulos').
 */
export function mergeRegistry(file, registry) {
  const states = new Map((registry?.remotes ?? []).map((state) => [state.name, state]));
  if (!Array.isArray(file?.remotes) || !file.remotes.some((remote) => states.has(remote?.name))) return null;
  const remotes = file.remotes.map((remote) => {
    const state = states.get(remote?.name);
    if (!state) return remote;
    const enabled = remote.enabled !== false && state.enabled !== false;
    if (!state.live) return { ...remote, enabled };
    const { candidate: _fromFile, ...rest } = remote;
    const merged = { ...rest, entry: state.live.entry, release: releaseOf(state.live), enabled };
    const share = state.candidate?.share ?? 0;
    return share > 0 && share < 100 ? { ...merged, candidate: { entry: state.candidate.entry, release: releaseOf(state.candidate), share } } : merged;
  });
  return { ...file, remotes };
}

/** `read()` answers the bytes to serve as `/config/remotes.json`; `apiUrl`: a URL, or a function naming the instance to ask. */
export function createRemotesSource({ file, apiUrl, keptFile }) {
  let kept = null;
  let askedAt = 0;
  const screens = createScreensSource({ keptFile: path.join(path.dirname(keptFile), 'remote-screens.json') });
  let asking = null;

  async function keep(registry) {
    await mkdir(path.dirname(keptFile), { recursive: true });
    const temporary = `${keptFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(registry));
    await rename(temporary, keptFile);
  }

  async function ask() {
    try {
      const base = typeof apiUrl === 'function' ? apiUrl() : apiUrl;
      const response = await fetch(`${base}/api/remotes_config`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/ld+json' } });
      if (!response.ok) throw new Error(`registry answered ${response.status}`);
      const registry = await response.json();
      if (!Array.isArray(registry?.remotes)) throw new Error('not a registry answer');
      if (JSON.stringify(registry) !== JSON.stringify(kept)) await keep(registry).catch(() => undefined);
      kept = registry;
    } catch {
      kept ??= await readFile(keptFile, 'utf8').then(JSON.parse, () => null);
    }
    return kept;
  }

  const revisionOf = (name) => kept?.remotes?.find((state) => state.name === name)?.revision ?? 0;

  /**
   * One question in flight, at most one a second, meanwhile the last answer; asked at once when a tab names a
   * registry change (`atLeast`, from the live feed's notice) newer than the last answer knows.
   */
  function registry(atLeast) {
    const behind = atLeast && revisionOf(atLeast.name) < atLeast.revision;
    if ((behind || Date.now() - askedAt >= FRESH_MS) && !asking) {
      askedAt = Date.now();
      asking = ask().finally(() => {
        asking = null;
      });
    }
    return asking ?? Promise.resolve(kept);
  }

  /** `atLeast`: `{ name, revision }` of a registry change the answer must include, when the registry answers. */
  async function read(atLeast) {
    const body = await readFile(file);
    let parsed;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      // Served as it is: the shell says what is wrong with it.
      return body;
    }
    const served = await screens(mergeRegistry(parsed, await registry(atLeast)) ?? parsed);
    return served === parsed ? body : Buffer.from(JSON.stringify(served));
  }

  // Read once at start: the first page load then finds the registry's answer and the remotes' manifests read.
  read().catch(() => undefined);
  return read;
}
