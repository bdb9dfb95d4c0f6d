/**
 * The one static server of the portal's apps: a remote runs it as its
 * deployment (`portal-serve-dist`, CORS on), the shell mounts it under its own
 * routes (`registerDist`). Files are sent precompressed (brotli or gzip, written
 * at build) as the browser accepts; hashed files are immutable, entry files
 * (`index.html`, `remoteEntry.js`, `mf-manifest.json`...) are revalidated with
 * their ETag on every use.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';

// The copy sent may be the precompressed sibling (`.br`, `.gz`): it is as immutable as the file asked for.
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

const MANIFEST = /(^|\/)mf-manifest\.json(\.br|\.gz)?$/;

/** Caching headers by file; the one place where response headers of static files are decided. */
export function staticHeaders(filePath, stat) {
  const headers = { 'Cache-Control': HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache' };
  // A manifest is written by its build: its date is the build's, which the portal's status page shows.
  if (stat && MANIFEST.test(filePath)) headers['Last-Modified'] = stat.mtime.toUTCString();
  return headers;
}

/**
 * The file names of `root` (a dist is flat), listed again only when the folder changed: a rebuilt dist is served
 * without a restart, at the cost of one `stat` per request. @fastify/static's own lookup lists the folder on every
 * request to check the name's spelling, which on a remote's ~250 files took a large share of a busy server's time.
 */
function distNames(root) {
  let listed = { mtimeMs: Number.NaN, names: new Set() };
  return async () => {
    const { mtimeMs } = await stat(root);
    if (mtimeMs !== listed.mtimeMs) listed = { mtimeMs, names: new Set(await readdir(root)) };
    return listed.names;
  };
}

/**
 * Serves `root` on `app`; `cors` for remotes, whose files the shell's origin loads. Only a name listed in the folder
 * is sent, exactly as spelt there (no other path reaches the file system); anything else is the app's not-found.
 */
export async function registerDist(app, { root, cors = false, index = false }) {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: false,
    setHeaders(reply, filePath, fileStat) {
      for (const [name, value] of Object.entries(staticHeaders(filePath, fileStat))) reply.header(name, value);
      if (cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  const names = distNames(root);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const asked = request.params['*'] || (index ? 'index.html' : '');
      if (asked.startsWith('.') || !(await names()).has(asked)) return reply.callNotFound();
      return reply.sendFile(asked);
    },
  });
}

/** A release's folder name: `<version>-<commit>`, never a path. */
const RELEASE = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]{1,40})?-[0-9a-f]{7,40}$/;

/**
 * Serves a remote's published releases (`pnpm remote:publish`) under `/releases/<version>-<commit>/`, each from its
 * own folder of `releasesDir`: copies of a build that never change, so a promotion or a roll back only points the
 * shell at another one. Call after `registerDist`, on the same app (its static files' headers apply).
 */
export function registerReleases(app, { releasesDir }) {
  const listed = new Map();
  const namesOf = async (release) => {
    let names = listed.get(release);
    if (!names) {
      names = new Set(await readdir(path.join(releasesDir, release)).catch(() => []));
      // An absent release is looked at again next time: it may be being published.
      if (names.size > 0) listed.set(release, names);
    }
    return names;
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/releases/:release/*',
    async handler(request, reply) {
      const { release, '*': asked } = request.params;
      if (!RELEASE.test(release) || asked.startsWith('.') || !(await namesOf(release)).has(asked)) return reply.callNotFound();
      return reply.sendFile(asked, path.join(releasesDir, release));
    },
  });
}
