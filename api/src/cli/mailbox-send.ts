/**
 * Drops a mail into the demo mailbox of Soporte, as if someone had written
 * to soporte@empresa.es; the portal turns it into a requested task on the
 * team's board within `TASK_INBOX_POLL_SECONDS`.
 *
 *   pnpm --filter ./api mailbox:send -- [--from ana.garcia@empresa.es] [--subject "…"] [--text "…"] [--attach file] [--unverified]
 *
 * The server is `TASK_INBOX_IMAP_URL` (default imap://127.0.0.1:1143, the portal's). Like a receiving mail
 * server, it vouches for the sender with an `Authentication-Results` header of `TASK_INBOX_TRUSTED_AUTHSERV`
 * (default the demo's); `--unverified` leaves it out, as for a forged From.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_AUTHSERV, DEMO_INBOX } from '../core/db/seed/demo-accounts.ts';
import { composeMail, dropMail } from './mail-drop.ts';

const { values } = parseArgs({
  // pnpm hands the `--` separator over as an argument.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: { from: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, attach: { type: 'string' }, unverified: { type: 'boolean' } },
});
const attachments = values.attach
  ? [{ filename: path.basename(values.attach), content: await readFile(values.attach) }]
  : [{ filename: 'registro.txt', content: Buffer.from('12:03 Error de impresión en la cola PLANTA2\n12:05 Reintento fallido\n') }];
const subject = values.subject ?? 'La impresora de la segunda planta no imprime';
const url = process.env.TASK_INBOX_IMAP_URL || 'imap://127.0.0.1:1143';
const from = values.from ?? 'ana.garcia@empresa.es';
const authserv = process.env.TASK_INBOX_TRUSTED_AUTHSERV || DEMO_AUTHSERV;
const mail = await composeMail({
  from,
  headers: values.unverified ? {} : { 'Authentication-Results': `${authserv}; dmarc=pass header.from=${from.slice(from.lastIndexOf('@') + 1)}` },
  to: DEMO_INBOX.username,
  subject,
  text: values.text ?? 'Desde esta mañana la impresora no imprime nada. Adjunto el registro.',
  attachments,
});
await dropMail({ url, ...DEMO_INBOX }, mail);
console.log(`Dropped "${subject}" into ${DEMO_INBOX.username} on ${url}.`);
