/**
 * Starts the built portal on loopback: the API (embedded database with demo
 * data), the shell server, every remote from its own port as an independent
 * deployment, MailDev, which catches the API's mail (reports) unless
 * SMTP_URL points at a real server, and a local IMAP server (Dovecot, when
 * installed) with the demo mailbox of Soporte unless TASK_INBOX_IMAP_URL
 * points at a real one. Ctrl+C stops them all.
 *
 * `--free-ports` starts it on free ports instead of the fixed ones, beside a
 * running portal; the "Portal ready" line names the shell's URL.
 * `PORTAL_PORT_OFFSET=100` starts it on the fixed ports plus 100 (shell 8180, …).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { firstBusyPort, portalPorts, portOffset, remotesFileOnPorts } from './portal-ports.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const remoteFolders = readdirSync(root).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'package.json')));
const freePorts = process.argv.includes('--free-ports');
const defaultRemotesPath = path.join(root, 'shell/config/remotes.json');
const remotesFile = JSON.parse(readFileSync(defaultRemotesPath, 'utf8'));
const ports = await portalPorts({ free: freePorts, remoteFolders, remotesFile, env: process.env });
const movedPorts = freePorts || portOffset(process.env) > 0;
const mailDevWanted = !process.env.SMTP_URL;
const demoMailboxWanted = !process.env.TASK_INBOX_IMAP_URL;

// Taken ports would let part of the portal fail late while the rest, or another portal, answers.
const busy = await firstBusyPort({
  API: ports.api,
  shell: ports.shell,
  ...ports.remotes,
  ...(mailDevWanted ? { 'MailDev SMTP': ports.smtp, 'MailDev web': ports.mailWeb } : {}),
  ...(demoMailboxWanted ? { 'demo mailbox (IMAP)': ports.imap } : {}),
});
if (busy) {
  console.error(`Port ${busy[1]} (${busy[0]}) is already in use on 127.0.0.1: is another portal running? Stop it, or start this one with --free-ports.`);
  process.exit(1);
}

/** The remotes file the shell serves: the default one, or a copy on the remotes' moved ports. */
function remotesConfigPath() {
  if (!movedPorts) return defaultRemotesPath;
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'portal-remotes-')), 'remotes.json');
  writeFileSync(copy, JSON.stringify(remotesFileOnPorts(remotesFile, ports.remotes), null, 2));
  return copy;
}

const shellUrl = `http://127.0.0.1:${ports.shell}`;
const apiUrl = `http://127.0.0.1:${ports.api}`;
const mailDevUrl = `http://127.0.0.1:${ports.mailWeb}`;
// With SMTP_URL set the API mails through that server; otherwise MailDev listens where the API mails.
const mailDev = mailDevWanted
  ? [{ name: 'maildev', command: `pnpm exec maildev --smtp ${ports.smtp} --ip 127.0.0.1 --web ${ports.mailWeb} --web-ip 127.0.0.1 --silent` }]
  : [];
const demoMailbox = demoMailboxWanted ? [{ name: 'mailbox', command: 'pnpm --filter ./api mailbox:server', env: { MAILBOX_PORT: String(ports.imap) } }] : [];
const apiEnv = {
  PORT: String(ports.api),
  // The local portal is the demo: demo accounts and generated keys (a production start sets its own keys, see README.md).
  SEED: 'demo',
  // Demo mode is where people explore the API, so its documentation is published.
  API_DOCS: '1',
  // Browsers reach the API through the shell's proxy on loopback, which names the client in
  // X-Forwarded-For: trusting only loopback keeps login throttling and the audit log per client.
  TRUST_PROXY: 'loopback',
  ...(movedPorts ? { APP_ORIGIN: shellUrl } : {}),
  ...(mailDevWanted ? { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` } : {}),
  // Mail to the demo mailbox becomes a task within seconds, not the production minute.
  // Its sender is believed from the Authentication-Results that `mailbox:send` writes as the demo's receiving server (DEMO_AUTHSERV).
  ...(demoMailboxWanted
    ? {
        TASK_INBOX_IMAP_URL: `imap://127.0.0.1:${ports.imap}`,
        TASK_INBOX_POLL_SECONDS: process.env.TASK_INBOX_POLL_SECONDS ?? '5',
        TASK_INBOX_TRUSTED_AUTHSERV: process.env.TASK_INBOX_TRUSTED_AUTHSERV ?? 'mx.portal.demo',
      }
    : {}),
};

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --filter ./api start', env: apiEnv },
    { name: 'shell', command: 'pnpm --filter ./shell serve', env: { PORT: String(ports.shell), API_URL: apiUrl, REMOTES_CONFIG: remotesConfigPath() } },
    ...remoteFolders.map((remote) => ({ name: remote, command: `pnpm --filter ./${remote} serve`, env: { PORT: String(ports.remotes[remote]) } })),
    ...mailDev,
    ...demoMailbox,
  ],
  { prefix: 'name', killOthersOn: ['failure'], cwd: root },
);

/** Polls `url` until it answers 2xx; false after `seconds`. */
async function answers(url, seconds) {
  for (let attempt = 0; attempt < seconds * 2; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Both answer: the API asked directly first, as asking through the shell while the API boots fills the log with proxy errors. */
const bothAnswer = async (seconds) => (await answers(`${apiUrl}/api/health`, seconds)) && (await answers(`${shellUrl}/api/health`, seconds));

async function announceWhenReady() {
  // A busy machine may take longer than a minute: say so, and keep waiting to announce the portal when it answers.
  if (!(await bothAnswer(60))) {
    console.error(`The portal has not answered on ${shellUrl} within 60 s; still waiting.`);
    if (!(await bothAnswer(540))) {
      console.error(`The portal did not answer on ${shellUrl} within 10 minutes.`);
      return;
    }
  }
  console.log(`\n  Portal ready: ${shellUrl}  (demo accounts: see the api lines above or README.md)`);
  console.log(`  API documentation: ${shellUrl}/api/docs`);
  console.log(mailDevWanted ? `  Mail (reports) is caught by MailDev: ${mailDevUrl}` : `  Mail goes through SMTP_URL.`);
  console.log(
    demoMailboxWanted
      ? `  Soporte's task mailbox: soporte@empresa.es on imap://127.0.0.1:${ports.imap} (drop a mail: TASK_INBOX_IMAP_URL=imap://127.0.0.1:${ports.imap} pnpm --filter ./api mailbox:send)\n`
      : `  Team mailboxes are read from TASK_INBOX_IMAP_URL.\n`,
  );
}

void announceWhenReady();
// Once any part failed the others are stopped: exit now rather than wait for the readiness poll.
result.catch(() => process.exit(1));
