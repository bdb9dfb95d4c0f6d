/**
 * The mail servers the portal talks to (`SMTP_URL` out, `TASK_INBOX_IMAP_URL` in) carry mailbox
 * passwords and links that sign people in, so a connection to any host but loopback is encrypted:
 * TLS from the start (`smtps://`, `imaps://`), or STARTTLS before anything else is said, required: a
 * server that does not offer it is refused, since someone on the path can strip the offer. Loopback
 * runs the development catcher and the demo's Dovecot, which have no certificate. Only `?tls=off`
 * turns encryption off elsewhere, and only in demo mode.
 */

export type MailSecurity = 'tls' | 'starttls' | 'none';

export type MailServer = { host: string; port: number | undefined; security: MailSecurity; user: string; password: string };

const SCHEMES = { smtp: { plain: 'smtp:', tls: 'smtps:' }, imap: { plain: 'imap:', tls: 'imaps:' } } as const;

export type MailProtocol = keyof typeof SCHEMES;

/** Hosts that never leave the machine, as `URL` spells them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why `value` cannot be the URL of the portal's `protocol` server (`demo`: `SEED=demo`), or null. */
export function mailUrlProblem(protocol: MailProtocol, value: string, demo: boolean): string | null {
  const { plain, tls } = SCHEMES[protocol];
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== plain && url.protocol !== tls) || url.hostname === '') return `must be ${plain}//host:port or ${tls}//host:port`;
  // Nothing else in the URL may weaken the connection (nodemailer would read `?ignoreTLS=true` or `?tls.rejectUnauthorized=false`).
  const parameters = [...url.searchParams];
  if (parameters.length === 0) return null;
  if (parameters.length > 1 || parameters[0]?.[0] !== 'tls' || parameters[0][1] !== 'off') return 'accepts no query parameter but tls=off';
  if (url.protocol === tls) return `asks for TLS (${tls}//) and for none (tls=off) at once`;
  return demo ? null : 'may turn encryption off (tls=off) in demo mode only (SEED=demo)';
}

/** The connection to make for `url` (checked at start by `mailUrlProblem`). */
export function mailServerOf(url: string): MailServer {
  const parsed = new URL(url);
  const security: MailSecurity = parsed.protocol.endsWith('s:')
    ? 'tls'
    : parsed.searchParams.get('tls') === 'off' || LOOPBACK_HOSTS.has(parsed.hostname)
      ? 'none'
      : 'starttls';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port === '' ? undefined : Number(parsed.port),
    security,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}
