import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MailProtocol, mailUrlProblem } from './mail/mail-server-url.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type UploadQuota = { files: number; bytes: number };

export type AppConfig = {
  /** PGlite data folder, used when `databaseUrl` is empty. */
  dataDir: string;
  /** Folder of uploaded files (avatars, logos, attachments); their metadata lives in the database. */
  filesDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL, its listening one included (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  /** Folder of database backups (gzip-compressed SQL dumps); never served over HTTP. */
  backupDir: string;
  /** How many backups the folder keeps (`BACKUP_KEEP`): after each one, older ones beyond this number go. */
  backupKeep: number;
  /** Folder of the PostgreSQL client tools (`pg_dump`, `psql`); empty means the PATH. */
  pgBinDir: string | undefined;
  /** File of the keys generated in demo mode (`KEYS_FILE`); never in the database, so never in a backup. */
  keysFile: string;
  /** HS256 key for session tokens; generated and kept in `keysFile` when empty. */
  jwtSecret: string | undefined;
  /** Key for subscriber tokens of the live-update hub; generated like `jwtSecret` when empty. */
  mercureJwtSecret: string | undefined;
  /** Key for reversible secrets (team mailbox passwords); generated like `jwtSecret` when empty. */
  inboxSecretKey: string | undefined;
  sessionTtlSeconds: number;
  /** Lifetime of a live-feed hub token (`MERCURE_TOKEN_TTL`): short, since the client renews it while the session holds. */
  hubTokenTtlSeconds: number;
  /**
   * How often each live-feed stream gets a heartbeat (`LIVE_FEED_HEARTBEAT_MS`): proxies end a stream idle for longer
   * than they allow, and the shell's server takes one silent for `LIVE_STREAM_SILENCE_MS` to be on a hung instance.
   */
  liveFeedHeartbeatMs: number;
  /** Origins allowed to send state-changing requests (CSRF check, docs/api-contract.md §10.8). */
  appOrigins: string[];
  /** Set `Secure` on cookies: `COOKIE_SECURE=1`, or whenever the public origin is https. */
  secureCookies: boolean;
  /** `none` (SEED=0): no seeding; `reference`: reference data only (default); `demo` (SEED=demo): also the demo organisation on an empty database. */
  seed: 'none' | 'reference' | 'demo';
  /** Whether to trust `X-Forwarded-For` (`TRUST_PROXY`): `true`, a hop count, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Uploads one user may make in 24 hours: files (`UPLOAD_DAILY_FILES`) and bytes (`UPLOAD_DAILY_MB`). */
  uploadQuota: UploadQuota;
  /** Serve the OpenAPI document and UI at /api/docs (`API_DOCS=1`). */
  apiDocs: boolean;
  /** Level of the request log (`LOG_LEVEL`, read as the portal's other servers read it); `false`: no log (`LOG=0`). */
  logLevel: LogLevel | false;
  /** SMTP server of outgoing mail; MailDev on loopback in the portal. `smtps://` TLS, `smtp://` STARTTLS required (none to loopback; `?tls=off` in demo mode only). */
  smtpUrl: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Run background jobs in this instance (off: jobs are only queued, another instance runs them). */
  runJobs: boolean;
  /** How often an idle job runner looks for due jobs; NOTIFY wakes it sooner. */
  jobPollMs: number;
  /** Keep answers of the busiest reads until their data changes (`RESPONSE_CACHE=0` turns it off; see response-cache/). */
  responseCache: boolean;
  /** IMAP server of the teams' incoming task mailboxes (`TASK_INBOX_IMAP_URL`): `imaps://` TLS, `imap://` STARTTLS required (none to loopback; `?tls=off` in demo mode only); empty: no mailbox is read. */
  taskInboxImapUrl: string | undefined;
  /** How often each team's mailbox is read (`TASK_INBOX_POLL_SECONDS`). */
  taskInboxPollSeconds: number;
  /** Mails one sender may have turned into tasks or messages per team in any hour (`TASK_INBOX_SENDER_HOURLY_LIMIT`); later ones are rejected. */
  taskInboxSenderHourlyLimit: number;
  /**
   * The authserv-id of the receiving mail server whose `Authentication-Results` the mailbox believes
   * (`TASK_INBOX_TRUSTED_AUTHSERV`); empty: no mail speaks for a portal user.
   */
  taskInboxTrustedAuthserv: string | undefined;
  /**
   * Where the live shell publishes the platform it provides to remotes (`SHELL_PLATFORM_URL`), which the
   * registry's compatibility gate reads; by default the shell's `/config/platform.json` at the first app origin.
   */
  shellPlatformUrl: string;
};

/** `DATABASE_POOL_SIZE` when unset. */
export const DEFAULT_POOL_SIZE = 10;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

function logLevelFrom(log: string | undefined, level: string | undefined): LogLevel | false {
  if (log === '0') return false;
  if (level === undefined || level === '') return 'info';
  if (!isLogLevel(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

function trustProxyFrom(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A hop count: trust that many proxies in front of the API, no further.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** The URL of a mail server, refused when it cannot work or would go unencrypted (see mail-server-url.ts). */
function mailUrlFrom(name: string, protocol: MailProtocol, value: string, demo: boolean): string {
  const problem = mailUrlProblem(protocol, value, demo);
  // The value is not repeated: it may hold the server's password.
  if (problem) throw new Error(`${name} ${problem}`);
  return value;
}

export const REQUIRED_SECRETS = ['JWT_SECRET', 'MERCURE_JWT_SECRET', 'INBOX_SECRET_KEY'] as const;

/**
 * A key that is given must be ≥ 32 bytes; outside demo mode every key must be
 * given, since generated keys kept in a file beside the data are a
 * convenience for the demo only. Returns the problems, one line each; empty when the server may start.
 */
export function secretProblems(config: AppConfig): string[] {
  const values = { JWT_SECRET: config.jwtSecret, MERCURE_JWT_SECRET: config.mercureJwtSecret, INBOX_SECRET_KEY: config.inboxSecretKey };
  const tooShort = (name: (typeof REQUIRED_SECRETS)[number]) => {
    const value = values[name];
    return value === undefined ? config.seed !== 'demo' : Buffer.byteLength(value) < 32;
  };
  return REQUIRED_SECRETS.filter(tooShort).map(
    (name) => `${name} must be set to at least 32 bytes (for example: openssl rand -base64 48)`,
  );
}

/** Reads the environment once, failing fast on values that cannot work. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const jwtSecret = env.JWT_SECRET || undefined;
  const dataDir = path.resolve(env.DATA_DIR || path.join(apiRoot, '.data', 'pglite'));
  const seed = env.SEED === '0' ? 'none' : env.SEED === 'demo' ? 'demo' : 'reference';
  const appOrigins = (env.APP_ORIGIN || 'http://127.0.0.1:8080,http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'DATABASE_POOL_SIZE'),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupKeep: positiveInteger(env.BACKUP_KEEP, 14, 'BACKUP_KEEP'),
    keysFile: path.resolve(env.KEYS_FILE || path.join(apiRoot, '.data', 'server-keys.json')),
    pgBinDir: env.PG_BIN_DIR || undefined,
    jwtSecret,
    mercureJwtSecret: env.MERCURE_JWT_SECRET || undefined,
    inboxSecretKey: env.INBOX_SECRET_KEY || undefined,
    sessionTtlSeconds: positiveInteger(env.JWT_TTL, 8 * 3600, 'JWT_TTL'),
    hubTokenTtlSeconds: positiveInteger(env.MERCURE_TOKEN_TTL, 300, 'MERCURE_TOKEN_TTL'),
    liveFeedHeartbeatMs: positiveInteger(env.LIVE_FEED_HEARTBEAT_MS, 15_000, 'LIVE_FEED_HEARTBEAT_MS'),
    appOrigins,
    secureCookies: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true' || appOrigins[0]?.startsWith('https://') === true,
    seed,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    apiDocs: env.API_DOCS === '1' || env.API_DOCS === 'true',
    uploadQuota: {
      files: positiveInteger(env.UPLOAD_DAILY_FILES, 100, 'UPLOAD_DAILY_FILES'),
      bytes: positiveInteger(env.UPLOAD_DAILY_MB, 200, 'UPLOAD_DAILY_MB') * 1024 * 1024,
    },
    logLevel: logLevelFrom(env.LOG, env.LOG_LEVEL),
    smtpUrl: mailUrlFrom('SMTP_URL', 'smtp', env.SMTP_URL || 'smtp://127.0.0.1:1025', seed === 'demo'),
    mailFrom: env.MAIL_FROM || 'Portal de trabajo <no-reply@empresa.es>',
    runJobs: env.JOBS !== '0',
    jobPollMs: positiveInteger(env.JOB_POLL_MS, 5000, 'JOB_POLL_MS'),
    responseCache: env.RESPONSE_CACHE !== '0',
    taskInboxImapUrl: env.TASK_INBOX_IMAP_URL ? mailUrlFrom('TASK_INBOX_IMAP_URL', 'imap', env.TASK_INBOX_IMAP_URL, seed === 'demo') : undefined,
    taskInboxPollSeconds: positiveInteger(env.TASK_INBOX_POLL_SECONDS, 60, 'TASK_INBOX_POLL_SECONDS'),
    taskInboxSenderHourlyLimit: positiveInteger(env.TASK_INBOX_SENDER_HOURLY_LIMIT, 20, 'TASK_INBOX_SENDER_HOURLY_LIMIT'),
    taskInboxTrustedAuthserv: env.TASK_INBOX_TRUSTED_AUTHSERV?.trim() || undefined,
    shellPlatformUrl: env.SHELL_PLATFORM_URL || `${appOrigins[0] ?? 'http://127.0.0.1:8080'}/config/platform.json`,
  };
}
