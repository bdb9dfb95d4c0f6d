/**
 * The demo's incoming mail server (`npm run portal`): Dovecot on loopback
 * with the demo mailbox of Soporte, until stopped. Its port comes from
 * `MAILBOX_PORT` (default 1143); the mailboxes live in a temporary folder
 * removed at exit.
 */
import { DEMO_INBOX } from '../core/db/seed/demo-accounts.ts';
import { isDovecotInstalled, startDovecot } from './dovecot.ts';

if (!isDovecotInstalled()) {
  console.log('Dovecot is not installed: no demo mailbox (as root: apt-get install -y dovecot-imapd).');
  // Staying up keeps the portal's other servers running; there is nothing to serve.
  setInterval(() => {}, 1 << 30);
} else {
  const dovecot = await startDovecot([DEMO_INBOX], Number(process.env.MAILBOX_PORT ?? 1143));
  console.log(`Demo mailbox ${DEMO_INBOX.username} on ${dovecot.url}: drop a mail with 'pnpm --filter ./api mailbox:send'.`);
  const stop = () => {
    dovecot.remove().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
