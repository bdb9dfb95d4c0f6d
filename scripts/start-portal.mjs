/**
 * Starts the built portal on loopback: the API (embedded database with demo
 * data), the shell server, and every remote from its own port as an
 * independent deployment. Ctrl+C stops them all.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = readdirSync(root).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'package.json')));
const shellUrl = `http://127.0.0.1:${process.env.SHELL_PORT ?? 8080}`;

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter ./api start', env: { PORT: process.env.API_PORT ?? '3000' } },
    { name: 'shell', command: 'pnpm --filter ./shell serve', env: { PORT: process.env.SHELL_PORT ?? '8080' } },
    ...remotes.map((remote) => ({ name: remote, command: `pnpm --filter ./${remote} serve` })),
  ],
  { prefix: 'name', killOthersOn: ['failure'], cwd: root },
);

async function announceWhenReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${shellUrl}/api/docs/json`);
      if (response.ok) {
        console.log(`\n  Portal ready: ${shellUrl}  (demo accounts: see the api lines above or README.md)\n`);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`The portal did not answer on ${shellUrl} within 60 s.`);
}

void announceWhenReady();
result.catch(() => {
  process.exitCode = 1;
});
