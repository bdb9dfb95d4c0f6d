/**
 * The one static server of the portal's apps: a remote runs it as its
 * deployment (`portal-serve-dist`, CORS on), the shell mounts it under its own
 * routes (`registerDist`). Files are sent precompressed (brotli or gzip, written
 * at build) as the browser accepts; hashed files are immutable, entry files
 * (`index.html`, `remoteEntry.js`, `mf-manifest.json`...) are revalidated with
 * their ETag on every use.
 */
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

/** Serves `root` on `app`; `cors` for remotes, whose files the shell's origin loads. */
export async function registerDist(app, { root, cors = false, index = false }) {
  await app.register(fastifyStatic, {
    root,
    index: index ? ['index.html'] : false,
    // Files are looked up per request: a rebuilt dist is served without a restart.
    wildcard: true,
    preCompressed: true,
    etag: true,
    lastModified: false,
    setHeaders(reply, filePath, stat) {
      for (const [name, value] of Object.entries(staticHeaders(filePath, stat))) reply.header(name, value);
      if (cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}
