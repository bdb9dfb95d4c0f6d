/**
 * Security headers of the shell's own responses (the proxied API sets its own).
 * The Content-Security-Policy follows the environment's remotes file, read like
 * /config/remotes.json on each page load: scripts, manifests and assets only
 * from the shell itself and the remote origins ops allowed there.
 */
import { readFile } from 'node:fs/promises';

const PROXIED = /^\/(api|\.well-known\/mercure)(\/|\?|$)/;

/** Where development overrides may point when the file names no `overrideOrigins` (any loopback port). */
const LOOPBACK_SOURCES = ['localhost', '127.0.0.1', '[::1]'].flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);

const listed = (value) => (Array.isArray(value) ? value : []);

/**
 * Origins the shell may load remote code from: `allowedOrigins` (the shell
 * refuses entries from elsewhere anyway) and, where the file allows
 * development overrides, the origins those may point at, so an accepted
 * override is not then blocked by the policy.
 */
export function remoteOrigins(remotesFile) {
  const overrides = remotesFile.allowOverrides === true ? (remotesFile.overrideOrigins === undefined ? LOOPBACK_SOURCES : listed(remotesFile.overrideOrigins)) : [];
  const allowed = new Set([...listed(remotesFile.allowedOrigins), ...overrides]);
  return [...allowed].filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin)).map((origin) => origin.replace(/\/$/, ''));
}

/** The policy for the shell's pages; `style-src 'unsafe-inline'` because the bundles inject their CSS as <style> (style-loader). */
export function contentSecurityPolicy(origins) {
  const remotes = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.trim())
    .join('; ');
}

/** Adds the headers to every response the shell itself produces. */
export function addSecurityHeaders(app, remotesConfigPath) {
  app.addHook('onSend', async (request, reply) => {
    if (PROXIED.test(request.url)) return;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const origins = remoteOrigins(JSON.parse(await readFile(remotesConfigPath, 'utf8')));
      reply.header('Content-Security-Policy', contentSecurityPolicy(origins));
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
  });
}
