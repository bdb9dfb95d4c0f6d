import type { ImapFlow } from 'imapflow';

export type MailboxCredentials = { username: string; password: string };

/** Seconds an unanswering server is given: a read must never hold the job runner for long. */
const TIMEOUT_MS = 15_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * A logged-in IMAP session to `url` (`imaps://` TLS from the start, `imap://`
 * STARTTLS when the server offers it, except on loopback where a test or demo
 * server runs without TLS).
 */
export async function openMailbox(url: string, credentials: MailboxCredentials): Promise<ImapFlow> {
  const { protocol, hostname, port } = new URL(url);
  const secure = protocol === 'imaps:';
  // Loaded on the first mailbox read, not at start: most instances and tests never read one.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: hostname.replace(/^\[|\]$/g, ''),
    port: port === '' ? (secure ? 993 : 143) : Number(port),
    secure,
    ...(secure || !LOOPBACK.has(hostname) ? {} : { doSTARTTLS: false }),
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
