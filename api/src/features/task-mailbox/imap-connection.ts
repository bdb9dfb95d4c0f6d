import type { ImapFlow } from 'imapflow';
import { mailServerOf } from '../../core/mail/mail-server-url.ts';

export type MailboxCredentials = { username: string; password: string };

/** Seconds an unanswering server is given: a read must never hold the job runner for long. */
const TIMEOUT_MS = 15_000;

/**
 * A logged-in IMAP session to `url`, protected as `mailServerOf` says: `imaps://` TLS from the
 * start; `imap://` STARTTLS, required before the login, except on loopback (a test or demo server
 * without TLS) or with `?tls=off` (demo mode only).
 */
export async function openMailbox(url: string, credentials: MailboxCredentials): Promise<ImapFlow> {
  const server = mailServerOf(url);
  const secure = server.security === 'tls';
  // Loaded on the first mailbox read, not at start: most instances and tests never read one.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: server.host,
    port: server.port ?? (secure ? 993 : 143),
    secure,
    ...(secure ? {} : { doSTARTTLS: server.security === 'starttls' }),
    auth: { user: credentials.username, pass: credentials.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 60_000,
  });
  // A dropped connection is reported by the command in progress; the event must not crash the process.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Whether the failure is the server refusing the user name or password. */
export function isLoginRefused(error: unknown): boolean {
  const failure = error as { authenticationFailed?: unknown; serverResponseCode?: unknown };
  return failure.authenticationFailed === true || failure.serverResponseCode === 'AUTHENTICATIONFAILED';
}

/** The server's own words for a failure when it gave any, else the network error. */
export function failureReason(error: unknown): string {
  const failure = error as { responseText?: unknown; code?: unknown; message?: unknown };
  if (typeof failure.responseText === 'string' && failure.responseText !== '') return failure.responseText;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const message = typeof failure.message === 'string' ? failure.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** Logs out politely, or drops the connection when the server no longer answers. */
export async function closeMailbox(client: ImapFlow): Promise<void> {
  try {
    await client.logout();
  } catch {
    client.close();
  }
}
