/** Starts the real shell server for the tests, on a free port, the way it is deployed. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Resolves `url` once the server listens; `env` adds to (or overrides) its environment. */
export function startShell(distDir, env = {}) {
  const server = spawn(process.execPath, [fileURLToPath(new URL('./serve-shell.mjs', import.meta.url))], {
    // The remotes file kept from the registry goes to a folder of this server's own unless a test names one: a file a
    // demo left in shell/.data would otherwise answer for the registry.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SHELL_DIST: distDir, LOG_LEVEL: 'error', REMOTES_REGISTRY_KEPT: path.join(mkdtempSync(path.join(tmpdir(), 'shell-kept-')), 'kept.json'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    createInterface({ input: server.stdout }).on('line', (line) => {
      const listening = /^Portal shell on (http:\/\/\S+)/.exec(line);
      if (listening) resolve(listening[1]);
    });
    server.on('exit', (code) => reject(new Error(`the shell server exited with ${code} before listening`)));
  });
  return { server, url };
}
