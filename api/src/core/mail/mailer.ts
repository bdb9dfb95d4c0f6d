/**
 * Outgoing mail over SMTP (`SMTP_URL`). In the portal that is MailDev on
 * loopback; any real server works with its own URL (see README.md).
 */
import { createReadStream } from 'node:fs';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { mailServerOf } from './mail-server-url.ts';

export type MailAttachment = { filename: string; path: string; contentType?: string };

export type Mail = {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** The bare address of `MAIL_FROM`, lower case: the portal's own sender. */
  sender: string;
  send(mail: Mail): Promise<void>;
  /** Connects and greets the server without sending anything; rejects when it does not answer. */
  verify(): Promise<void>;
  close(): void;
};

/**
 * nodemailer's options for `smtpUrl`, protected as `mailServerOf` says: TLS from the start, STARTTLS
 * required, or none. Never the URL itself, whose query nodemailer would take as options (`ignoreTLS`).
 */
export function transportOptions(smtpUrl: string): SMTPTransport.Options {
  const server = mailServerOf(smtpUrl);
  return {
    host: server.host,
    ...(server.port === undefined ? {} : { port: server.port }),
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    ...(server.user || server.password ? { auth: { user: server.user, pass: server.password } } : {}),
  };
}

/** The address of a `Name <address>` sender, or the whole value when it is a bare address. */
export function addressOf(from: string): string {
  const bracketed = /<([^<>]*)>\s*$/.exec(from);
  return (bracketed?.[1] ?? from).trim().toLowerCase();
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not at start: an instance that runs no jobs never sends one.
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // The message content never names local files or URLs to fetch: attachments are streams we open ourselves.
      nodemailer.createTransport(transportOptions(smtpUrl), { disableFileAccess: true, disableUrlAccess: true }),
    ));
  return {
    sender: addressOf(from),
    async send(mail) {
      if (mail.to.length === 0) throw new Error('A mail needs at least one recipient');
      await (await transportOnce()).sendMail({
        from,
        to: mail.to,
        cc: mail.cc?.length ? mail.cc : undefined,
        subject: mail.subject,
        text: mail.text,
        // RFC 3834: no person wrote it, so no mailbox (the portal's own task mailbox included) should answer it or act on it.
        headers: { 'Auto-Submitted': 'auto-generated' },
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: createReadStream(attachment.path),
          contentType: attachment.contentType,
        })),
      });
    },
    async verify() {
      await (await transportOnce()).verify();
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
