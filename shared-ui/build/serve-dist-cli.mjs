#!/usr/bin/env node
/**
 * `portal-serve-dist [folder] --port N`: a remote's deployment, its built files with CORS (see serve-dist.mjs), and
 * the releases published from it, kept in the `releases/` folder beside its build.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { registerDist, registerReleases } from './serve-dist.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' }, host: { type: 'string' } } });
const root = path.resolve(positionals[0] ?? 'dist');
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const port = Number(values.port ?? process.env.PORT);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await registerDist(app, { root, cors: true, index: true });
registerReleases(app, { releasesDir: path.join(path.dirname(root), 'releases') });
await app.listen({ host, port });
console.log(`Serving ${root} on http://${host}:${port}`);
