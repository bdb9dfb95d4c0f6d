import { createHash } from 'node:crypto';
import { cleanFileName } from '../files/read-upload.ts';
import { isSenderVerified } from './sender-authentication.ts';

const UNVERIFIED_SENDER = 'Remitente no verificado';

export const MAILBOX_TEXTS = {
  NO_SUBJECT: 'Sin asunto',
  NO_TEXT: 'Correo sin texto.',
  UNPARSABLE: 'El correo no se pudo leer: no tiene un remitente válido.',
  /** The mail was read but the portal could not store what it makes: it is set aside rather than block the mailbox. */
  NOT_STORED: 'El correo no se pudo guardar en el portal.',
  SENDER_REFUSED: 'Remitente no permitido',
  SENDER_OVER_LIMIT: (email: string, limit: number) => `Demasiados correos de ${email}: más de ${limit} en una hora`,
  OWN_MAIL: (email: string) => `Correo enviado por el propio portal: ${email}`,
  AUTOMATIC: 'Correo automático: no se convierte en tarea',
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
  TOO_MANY_TESTS: 'Demasiadas pruebas de conexión de este buzón. Inténtelo de nuevo más tarde.',
  NOTICE_ERROR_TITLE: 'Error en el buzón de tareas',
  NOTICE_ERROR: (team: string, error: string) => `Buzón del equipo ${team}: ${error}`,
  NOTICE_REJECTED_TITLE: 'Correos rechazados en el buzón de tareas',
  NOTICE_REJECTED: (team: string, count: number) =>
    count === 1 ? `El buzón del equipo ${team} rechazó 1 correo (carpeta Rechazados).` : `El buzón del equipo ${team} rechazó ${count} correos (carpeta Rechazados).`,
} as const;

/** A task's name and a message keep to what a person would type in the portal. */
const MAX_NAME_LENGTH = 255;
const MAX_TEXT_LENGTH = 20_000;
/** What the mailbox's log keeps of a subject. */
const MAX_SUBJECT_LENGTH = 500;
/** Well under the index row limit of `(team_id, message_id)`; a longer Message-ID is kept as its digest. */
const MAX_MESSAGE_ID_LENGTH = 255;
/** The longest address SMTP carries (RFC 5321 §4.5.3.1); a longer one is no sender. */
const MAX_ADDRESS_LENGTH = 254;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is matched
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is matched
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A header value on one line: PostgreSQL refuses a NUL in text, and no other control character means anything there. */
const oneLine = (value: string) => value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();

const sha256 = (value: Buffer | string) => `sha256:${createHash('sha256').update(value).digest('hex')}`;

/** The key a mail with this Message-ID is recorded under, bounded for the index; null when it has none. */
export function messageKey(messageId: string | undefined): string | null {
  const cleaned = oneLine(messageId ?? '');
  if (cleaned === '') return null;
  return cleaned.length <= MAX_MESSAGE_ID_LENGTH ? cleaned : sha256(cleaned);
}

/** The sender's address in lower case, or null when it could not be one. */
function senderAddress(address: string | undefined): string | null {
  const trimmed = address?.trim().toLowerCase() ?? '';
  const plain = !/\s/.test(trimmed) && trimmed.replace(CONTROL, '') === trimmed;
  return plain && trimmed.includes('@') && trimmed.length <= MAX_ADDRESS_LENGTH ? trimmed : null;
}

export type MailAttachment = { name: string; bytes: Buffer };

export type MailContent = {
  /** The Message-ID (see `messageKey`), or a digest of the whole mail when it has none. */
  messageId: string;
  sender: string | null;
  /** Whether the trusted receiving server vouched for `sender` (see `isSenderVerified`). */
  verified: boolean;
  /** Marked as sent by software (see `isAutomatic`). */
  automatic: boolean;
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

type HeaderLine = { key: string; line: string };

/** The values of the headers named `key` (lower case), top first, unfolded. */
function headerValues(headerLines: readonly HeaderLine[], key: string): string[] {
  return headerLines.filter((header) => header.key === key).map((header) => header.line.slice(header.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim());
}

/**
 * Whether software, not a person, sent the mail (RFC 3834): an `Auto-Submitted` other than `no`, or the
 * `Precedence` of bulk mail and auto-replies. Such mail would only make tasks nobody asked for, or loops.
 */
function isAutomatic(headerLines: readonly HeaderLine[]): boolean {
  const submitted = headerValues(headerLines, 'auto-submitted').map((value) => value.split(';')[0]?.trim().toLowerCase());
  const precedence = headerValues(headerLines, 'precedence').map((value) => value.toLowerCase());
  return submitted.some((value) => value !== 'no') || precedence.some((value) => ['bulk', 'junk', 'auto_reply'].includes(value));
}

/** `trustedAuthserv`: the receiving server whose `Authentication-Results` tell who sent the mail. */
export async function readMail(source: Buffer, trustedAuthserv?: string): Promise<MailContent> {
  // Loaded with the first mail read, not at start (see `openMailbox`).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const sender = senderAddress(parsed.from?.value.find((entry) => typeof entry.address === 'string' && entry.address.includes('@'))?.address);
  const subject = oneLine(parsed.subject ?? '').slice(0, MAX_SUBJECT_LENGTH);
  const text = (parsed.text ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, '').trim();
  return {
    messageId: messageKey(parsed.messageId) ?? sha256(source),
    sender,
    verified: sender ? isSenderVerified(headerValues(parsed.headerLines, 'authentication-results'), sender, trustedAuthserv) : false,
    automatic: isAutomatic(parsed.headerLines),
    subject,
    name: (subject || MAILBOX_TEXTS.NO_SUBJECT).slice(0, MAX_NAME_LENGTH),
    text: text.slice(0, MAX_TEXT_LENGTH),
    // Inline pictures of an HTML body (cid: parts) are part of its look, not files the sender attached.
    attachments: parsed.attachments
      .filter((attachment) => !attachment.related || attachment.contentDisposition === 'attachment')
      .map((attachment) => ({ name: cleanFileName(attachment.filename ?? 'adjunto'), bytes: attachment.content })),
  };
}
