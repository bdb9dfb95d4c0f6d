/**
 * Each remote's screens as its build declared them: the routes, menu entries and home cards in `metaData.portal`
 * of the manifest at its entry (`shared-ui/build/remote-declaration.cjs`). The remotes file keeps what ops decide
 * (which remotes, where, switched on or off); a remote's screens come from its own release. Only the manifest's
 * JSON is read here, never a remote's code, and the shell checks every route before it offers it.
 *
 * A manifest is read in parallel with the others, the first time its URL is served, and then kept: later page
 * loads are answered with what is kept while it is read again in the background (at most once a second), so
 * serving the file costs a page load no manifest round trip. The last declaration read of each remote is kept on
 * disk, so a remote that does not answer still has its pages (saying it is not available) and its menu entries.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FRESH_MS = 1000;
const TIMEOUT_MS = 1500;

/** The declaration a manifest carries, or null: a manifest without one (an older build) leaves the file's screens. */
export function declarationOf(manifest) {
  const declared = manifest?.metaData?.portal;
  if (typeof declared !== 'object' || declared === null || !Array.isArray(declared.routes)) return null;
  return { routes: declared.routes, nav: Array.isArray(declared.nav) ? declared.nav : [], widgets: Array.isArray(declared.widgets) ? declared.widgets : [] };
}

/** The file's remotes with the screens their manifests declare; a remote nothing is known of keeps its own (the same file when none has any). */
export function withDeclaredScreens(file, declarationFor) {
  if (!Array.isArray(file?.remotes)) return file;
  let declaredAny = false;
  const remotes = file.remotes.map((remote) => {
    const declared = typeof remote?.name === 'string' ? declarationFor(remote) : null;
    declaredAny ||= Boolean(declared);
    return declared ? { ...remote, ...declared } : remote;
  });
  return declaredAny ? { ...file, remotes } : file;
}

async function fetchDeclaration(entry) {
  const response = await fetch(entry, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  return declarationOf(await response.json());
}

/** `apply(file)` answers the file with each remote's declared screens. */
export function createScreensSource({ keptFile, read = fetchDeclaration }) {
  /** entry URL → { declared, readAt, reading } */
  const byEntry = new Map();
  /** remote name → its last declaration read, whichever entry it came from. */
  let lastByName = null;

  async function loadKept() {
    lastByName ??= await readFile(keptFile, 'utf8').then(
      (text) => new Map(Object.entries(JSON.parse(text))),
      () => new Map(),
    );
    return lastByName;
  }

  async function keep(name, declared) {
    const kept = await loadKept();
    if (JSON.stringify(kept.get(name)) === JSON.stringify(declared)) return;
    kept.set(name, declared);
    await mkdir(path.dirname(keptFile), { recursive: true });
    const temporary = `${keptFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(Object.fromEntries(kept)));
    await rename(temporary, keptFile);
  }

  function refresh(name, entry) {
    const known = byEntry.get(entry) ?? { declared: undefined, readAt: 0, reading: null };
    byEntry.set(entry, known);
    known.readAt = Date.now();
    known.reading = read(entry)
      .then(async (declared) => {
        known.declared = declared;
        if (declared) await keep(name, declared).catch(() => undefined);
      })
      .catch(() => undefined)
      .finally(() => {
        known.reading = null;
      });
    return known.reading;
  }

  return async function apply(file) {
    if (!Array.isArray(file?.remotes)) return file;
    const kept = await loadKept();
    const remotes = file.remotes.filter((remote) => typeof remote?.name === 'string' && typeof remote.entry === 'string');
    // A URL not read yet is waited for (all of them at once); one read before is served as kept and read again behind.
    await Promise.all(
      remotes.map((remote) => {
        const known = byEntry.get(remote.entry);
        if (!known) return refresh(remote.name, remote.entry);
        const reading = known.reading ?? (Date.now() - known.readAt >= FRESH_MS ? refresh(remote.name, remote.entry) : null);
        return known.declared === undefined ? reading : undefined;
      }),
    );
    return withDeclaredScreens(file, (remote) => {
      // A manifest read without a declaration (null: an older build) keeps the file's screens, not another release's.
      const declared = byEntry.get(remote.entry)?.declared;
      return declared !== undefined ? declared : (kept.get(remote.name) ?? null);
    });
  };
}
