/** Builds the floor app into a folder and serves it on a free loopback port. */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const floorConfig = require('./webpack.config.cjs');

export function buildFloor(outputPath) {
  return new Promise((resolve, reject) => {
    webpack(floorConfig(outputPath), (error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve();
    });
  });
}

export function serveFloor(folder) {
  const server = createServer(async (request, response) => {
    const file = path.join(folder, path.normalize(request.url ?? '/').replace(/^(\.\.[/\\])+/, ''));
    const isScript = file.endsWith('.js');
    try {
      const body = await readFile(isScript ? file : path.join(folder, 'index.html'));
      response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }));
  });
}
