import { createHash } from 'node:crypto';
import { cleanFileName } from '../files/read-upload.ts';
import { isSenderVerified } from './sender-authentication.ts';

const UNVERIFIED_SENDER = 'Remitente no verificado';

export const MAILBOX_TEXTS = {
  NO_SUBJECT: 'Sin asunto',
  NO_TEXT: 'Correo sin texto.',
  UNPARSABLE: 'El correo no se pudo leer: no tiene un remitente válido.',
  SENDER_REFUSED: 'Remitente no permitido',
  NO_AUTHOR: 'El equipo no tiene responsable que firme los correos de personas sin cuenta.',
  FROM_STRANGER: (email: string) => `Correo de ${email}:`,
  /** Said on the task when the mail server did not vouch for the From address. */
  UNVERIFIED_SENDER,
  FROM_UNVERIFIED: (email: string) => `Correo de ${email} (${UNVERIFIED_SENDER}):`,
  ATTACHMENT_REFUSED: (name: string, reason: string) => `No se adjuntó «${name}»: ${reason}`,
  CONNECTION_OK: 'Conexión correcta',
  LOGIN_FAILED: 'Error: no se pudo iniciar sesión en el buzón',
  UNREACHABLE: 'Error: no se pudo conectar con el servidor de correo',
  NOT_CONFIGURED: 'El portal no tiene servidor de correo entrante configurado.',
  NOTICE_ERROR_TITLE: 'Error en el buzón de tareas',
  NOTICE_ERROR: (team: string, error: string) => `Buzón del equipo ${team}: ${error}`,
  NOTICE_REJECTED_TITLE: 'Correos rechazados en el buzón de tareas',
  NOTICE_REJECTED: (team: string, count: number) =>
    count === 1 ? `El buzón del equipo ${team} rechazó 1 correo (carpeta Rechazados).` : `El buzón del equipo ${team} rechazó ${count} correos (carpeta Rechazados).`,
} as const;

/** A task's name and a message keep to what a person would type in the portal. */
const MAX_NAME_LENGTH = 255;
const MAX_TEXT_LENGTH = 20_000;

export type MailAttachment = { name: string; bytes: Buffer };

export type MailContent = {
  /** The Message-ID, or a digest of the whole mail when it has none. */
  messageId: string;
  sender: string | null;
  /** Whether the trusted receiving server vouched for `sender` (see `isSenderVerified`). */
  verified: boolean;
  subject: string;
  /** The task's name: the subject, or 'Sin asunto'. */
  name: string;
  /** Plain text only: an HTML-only mail is turned to text by the parser, never kept as HTML. */
  text: string;
  attachments: MailAttachment[];
};

/** The task number the portal writes in subjects (`[#123]`), or null. */
export function taskNumberIn(subject: string): number | null {
  const match = /\[#(\d{1,9})\]/.exec(subject);
  return match ? Number(match[1]) : null;
}

/** The values of the `Authentication-Results` headers, top first, unfolded. */
function authenticationResultsOf(headerLines: readonly { key: string; line: string }[]): string[] {
  return headerLines
    .filter((header) => header.key === 'authentication-results')
    .map((header) => header.line.slice(header.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
}

/** `trustedAuthserv`: the receiving server whose `Authentication-Results` tell who sent the mail. */
export async function readMail(source: Buffer, trustedAuthserv?: string): Promise<MailContent> {
  // Loaded with the first mail read, not at start (see `openMailbox`).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const address = parsed.from?.value.find((entry) => typeof entry.address === 'string' && entry.address.includes('@'))?.address;
  const subject = (parsed.subject ?? '').trim();
  const text = (parsed.text ?? '').replace(/\r\n/g, '\n').trim();
  return {
    messageId: parsed.messageId?.trim() || `sha256:${createHash('sha256').update(source).digest('hex')}`,
    sender: address ? address.trim().toLowerCase() : null,
    verified: address ? isSenderVerified(authenticationResultsOf(parsed.headerLines), address.trim(), trustedAuthserv) : false,
    subject,
    name: (subject || MAILBOX_TEXTS.NO_SUBJECT).slice(0, MAX_NAME_LENGTH),
    text: text.slice(0, MAX_TEXT_LENGTH),
    // Inline pictures of an HTML body (cid: parts) are part of its look, not files the sender attached.
    attachments: parsed.attachments
      .filter((attachment) => !attachment.related || attachment.contentDisposition === 'attachment')
      .map((attachment) => ({ name: cleanFileName(attachment.filename ?? 'adjunto'), bytes: attachment.content })),
  };
}
