/**
 * The shell's deployment: its static bundle, the environment's remotes file
 * (read on every request, so ops can switch remotes without a rebuild), and a
 * reverse proxy to the API and its live feed, which keeps the session cookie
 * same-origin and HttpOnly.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import proxy from '@fastify/http-proxy';
import { registerDist } from '@portal/shared-ui/serve-dist';
import Fastify, { LogController } from 'fastify';
import { ANSWER_DEADLINE_MS, createUpstreams, forwardingHandler, STREAM_SILENCE_MS, upstreamsFrom } from './api-upstreams.mjs';
import { createRemotesSource } from './registry-remotes.mjs';
import { addSecurityHeaders } from './security-headers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8080),
  // One API instance, or several separated by commas (see api-upstreams.mjs).
  apiUrls: upstreamsFrom(process.env.API_URL ?? 'http://127.0.0.1:3000'),
  answerDeadlineMs: Number(process.env.API_TIMEOUT_MS || ANSWER_DEADLINE_MS),
  streamSilenceMs: Number(process.env.LIVE_STREAM_SILENCE_MS || STREAM_SILENCE_MS),
  remotesConfig: process.env.REMOTES_CONFIG ?? path.join(here, '../config/remotes.json'),
  distDir: process.env.SHELL_DIST ?? path.join(here, '../dist'),
  // The remote registry's last answer, kept for a start with the API down.
  registryKept: process.env.REMOTES_REGISTRY_KEPT ?? path.join(here, '../.data/registry-remotes.json'),
  // Addresses/CIDRs (or `loopback`, `uniquelocal`) of proxies in front of this server, e.g. a TLS terminator.
  trustedProxies: (process.env.SHELL_TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
};

// No request lines: the API logs every call it answers, with the keys of mailed links scrubbed, while this
// server would write those URLs (`/authorize?token=…`, `/api/decision_tokens/…`) as they came.
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  logController: new LogController({ disableRequestLogging: true }),
  trustProxy: env.trustedProxies.length > 0 ? env.trustedProxies : false,
});
addSecurityHeaders(app, env.remotesConfig);

/**
 * Tells the API who the client is: without it every browser is this server's own
 * address, so one client's failed logins would throttle everyone. The header is
 * replaced, never appended to: `request.ip` is the socket's address, or the one a
 * proxy named in SHELL_TRUST_PROXY forwarded, so a client cannot forge it. The
 * Host the client asked for is kept, so the API's absolute links (the Hydra
 * documentation's) name this server, the only one the browser may call.
 */
function forwardClient(request, headers) {
  return { ...headers, host: request.headers.host, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol };
}

if (!(env.answerDeadlineMs > 0)) throw new Error('API_TIMEOUT_MS must be a positive number of milliseconds');
if (!(env.streamSilenceMs > 0)) throw new Error('LIVE_STREAM_SILENCE_MS must be a positive number of milliseconds');
const upstreams = createUpstreams(env.apiUrls, { deadlineMs: env.answerDeadlineMs });
// No fixed upstream: the forwarding handler names the instance of each request (the first one here only gives the proxy a valid URL).
const replyOptions = { rewriteRequestHeaders: forwardClient, getUpstream: () => env.apiUrls[0] };
// The proxy names each address it forwards at info level; only its warnings and errors are kept, for the same reason.
const proxied = { upstream: '', replyOptions, handler: forwardingHandler(upstreams), logLevel: 'warn' };
const timed = { headersTimeout: env.answerDeadlineMs };
await app.register(proxy, { ...proxied, prefix: '/api', rewritePrefix: '/api', undici: timed });
// A live-update stream holds its connection to an instance for as long as it is open (HTTP/1.1 carries one exchange at
// a time): the proxy's default of 128 connections per instance left every stream past the 128th unanswered until
// another closed, so those people got nothing live, then all of it at their next token renewal. Streams are bounded
// by the API (per account) instead.
await app.register(proxy, { ...proxied, prefix: '/.well-known/mercure', rewritePrefix: '/.well-known/mercure', undici: { ...timed, bodyTimeout: env.streamSilenceMs, connections: null } });

/** Headers of the shell's own answers (pages, the remotes file); static files get theirs in serve-dist. */
function pageHeaders(reply) {
  reply.header('Cache-Control', 'no-cache');
}

/**
 * The encoding to answer in: brotli, else gzip, among those `Accept-Encoding` allows (a `q=0` refuses one; `*`
 * allows any), as the static files are chosen; `null` for the identity.
 */
function chosenEncoding(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allows = (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return ['br', 'gzip'].find(allows) ?? null;
}

/** The file's compressed copies, made once per version (its ETag): it is read on every request, not rewritten. */
let compressedRemotes = { etag: '', copies: new Map() };
function compressedRemotesFile(body, etag, encoding) {
  if (compressedRemotes.etag !== etag) compressedRemotes = { etag, copies: new Map() };
  let copy = compressedRemotes.copies.get(encoding);
  if (!copy) {
    copy =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    compressedRemotes.copies.set(encoding, copy);
  }
  return copy;
}

const remotesFile = createRemotesSource({ file: env.remotesConfig, apiUrl: () => upstreams.pick(), keptFile: env.registryKept });

// Read on every request (ops edit it, and the registry changes what is live, without a restart); revalidated by its
// ETag; compressed as the client accepts, since every page load of the portal waits for it.
app.get('/config/remotes.json', async (request, reply) => {
  // `?revision=mf_reports:7`: a tab that heard of that registry change asks for a file that includes it.
  const asked = /^(mf_[a-z0-9_]{1,40}):([1-9][0-9]{0,8})$/.exec(String(request.query.revision ?? ''));
  const body = await remotesFile(asked ? { name: asked[1], revision: Number(asked[2]) } : undefined);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  pageHeaders(reply);
  reply.header('ETag', etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(compressedRemotesFile(body, etag, encoding));
});

// What this build provides to remotes (its shared packages and versions): the registry's compatibility gate reads it.
app.get('/config/platform.json', async (_request, reply) => {
  pageHeaders(reply);
  const body = await readFile(path.join(env.distDir, 'platform.json')).catch(() => null);
  if (!body) return reply.code(404).send({ error: 'Not Found' });
  return reply.type('application/json; charset=utf-8').send(body);
});

await registerDist(app, { root: env.distDir });

/** The SPA's page, precompressed or not as the client accepts. */
function sendPage(reply) {
  pageHeaders(reply);
  return reply.sendFile('index.html');
}

// The static files' wildcard route would take `/` for the dist folder itself, which it refuses
// (403) to any client that accepts no compressed encoding: `/` is a portal URL like the others.
app.get('/', (_request, reply) => sendPage(reply));

// History-mode routing: every other GET is a portal URL rendered by the SPA.
app.setNotFoundHandler((request, reply) => {
  if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
    return reply.code(404).send({ error: 'Not Found' });
  }
  return sendPage(reply);
});

// PORT=0 takes a free port: the line below names the one taken.
const address = await app.listen({ host: env.host, port: env.port });
console.log(`Portal shell on ${address} (API ${env.apiUrls.join(', ')}, remotes ${env.remotesConfig})`);
