/**
 * Puts a mail into a mailbox with IMAP APPEND, as if it had just been
 * delivered: the tests, the benchmark and `mailbox:send` use it.
 */
import type { ImapFlow } from 'imapflow';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { openMailbox } from '../features/task-mailbox/imap-connection.ts';

export type MailboxAccess = { url: string; username: string; password: string };

/** The raw RFC 822 text of a mail, composed by nodemailer (nothing is sent). */
export async function composeMail(mail: Mail.Options): Promise<Buffer> {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message } = await composer.sendMail(mail);
  return message as Buffer;
}

/** Logged in as the portal logs in, with the same encryption rules (see `openMailbox`). */
export const connectMailbox = (access: MailboxAccess): Promise<ImapFlow> => openMailbox(access.url, access);

/** Appends each raw mail to the INBOX, unread. */
export async function dropMail(access: MailboxAccess, ...raws: (Buffer | string)[]): Promise<void> {
  const client = await connectMailbox(access);
  try {
    for (const raw of raws) await client.append('INBOX', raw, []);
  } finally {
    await client.logout();
  }
}

/** How many mails each folder holds (a missing folder holds none). */
export async function folderCounts(access: MailboxAccess, folders: string[]): Promise<Record<string, number>> {
  const client = await connectMailbox(access);
  try {
    const counts: Record<string, number> = {};
    for (const folder of folders) {
      const status = await client.status(folder, { messages: true }).catch(() => ({ messages: 0 }));
      counts[folder] = status === false ? 0 : (status.messages ?? 0);
    }
    return counts;
  } finally {
    await client.logout();
  }
}
