/**
 * The shell's deployment: its static bundle, the environment's remotes file
 * (read on every request, so ops can switch remotes without a rebuild), and a
 * reverse proxy to the API and its live feed, which keeps the session cookie
 * same-origin and HttpOnly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { addSecurityHeaders } from './security-headers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8080),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3000',
  remotesConfig: process.env.REMOTES_CONFIG ?? path.join(here, '../config/remotes.json'),
  distDir: process.env.SHELL_DIST ?? path.join(here, '../dist'),
};

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
addSecurityHeaders(app, env.remotesConfig);

await app.register(proxy, { upstream: env.apiUrl, prefix: '/api', rewritePrefix: '/api' });
await app.register(proxy, { upstream: env.apiUrl, prefix: '/.well-known/mercure', rewritePrefix: '/.well-known/mercure' });

app.get('/config/remotes.json', async (_request, reply) => {
  reply.header('Cache-Control', 'no-store').type('application/json');
  return readFile(env.remotesConfig, 'utf8');
});

await app.register(fastifyStatic, {
  root: env.distDir,
  wildcard: false,
  index: false,
  setHeaders(reply, filePath) {
    // Hashed chunks never change; entry files and index.html must always be revalidated.
    const immutable = /\.[0-9a-f]{8}\.js$/.test(filePath);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

// History-mode routing: every other GET is a portal URL rendered by the SPA.
app.setNotFoundHandler((request, reply) => {
  if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
    return reply.code(404).send({ error: 'Not Found' });
  }
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
});

await app.listen({ host: env.host, port: env.port });
console.log(`Portal shell on http://${env.host}:${env.port} (API ${env.apiUrl}, remotes ${env.remotesConfig})`);
