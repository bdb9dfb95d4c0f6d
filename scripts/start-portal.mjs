/**
 * Starts the built portal on loopback: the API (embedded database with demo
 * data), the shell server, every remote from its own port as an independent
 * deployment, and MailDev, which catches the API's mail (reports) unless
 * SMTP_URL points at a real server. Ctrl+C stops them all.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = readdirSync(root).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'package.json')));
const shellUrl = `http://127.0.0.1:${process.env.SHELL_PORT ?? 8080}`;
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const mailDevUrl = 'http://127.0.0.1:1080';
// With SMTP_URL set the API mails through that server; otherwise MailDev listens where the API's default points.
const mailDev = process.env.SMTP_URL
  ? []
  : [{ name: 'maildev', command: 'pnpm exec maildev --smtp 1025 --ip 127.0.0.1 --web 1080 --web-ip 127.0.0.1 --silent' }];

const { result } = concurrently(
  [
    // The local portal is the demo: demo accounts and generated keys (a production start sets its own keys, see README.md).
    { name: 'api', command: 'pnpm --filter ./api start', env: { PORT: process.env.API_PORT ?? '3000', SEED: 'demo' } },
    { name: 'shell', command: 'pnpm --filter ./shell serve', env: { PORT: process.env.SHELL_PORT ?? '8080' } },
    ...remotes.map((remote) => ({ name: remote, command: `pnpm --filter ./${remote} serve` })),
    ...mailDev,
  ],
  { prefix: 'name', killOthersOn: ['failure'], cwd: root },
);

/** Polls `url` until it answers 2xx; false after 60 s. */
async function answers(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

// The API is asked directly first: asking through the shell while the API boots fills the log with proxy errors.
async function announceWhenReady() {
  if ((await answers(`${apiUrl}/api/health`)) && (await answers(`${shellUrl}/api/health`))) {
    console.log(`\n  Portal ready: ${shellUrl}  (demo accounts: see the api lines above or README.md)`);
    console.log(process.env.SMTP_URL ? `  Mail goes through SMTP_URL.\n` : `  Mail (reports) is caught by MailDev: ${mailDevUrl}\n`);
    return;
  }
  console.error(`The portal did not answer on ${shellUrl} within 60 s.`);
}

void announceWhenReady();
result.catch(() => {
  process.exitCode = 1;
});
