import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type AppConfig = {
  /** PGlite data folder, used when `databaseUrl` is empty. */
  dataDir: string;
  /** Folder of uploaded files (avatars, logos, attachments); their metadata lives in the database. */
  filesDir: string;
  databaseUrl: string | undefined;
  /** HS256 key for session tokens; generated and stored in the database when empty. */
  jwtSecret: string | undefined;
  /** Key for subscriber tokens of the live-update hub; generated like `jwtSecret` when empty. */
  mercureJwtSecret: string | undefined;
  /** Key for reversible secrets (team mailbox passwords); generated like `jwtSecret` when empty. */
  inboxSecretKey: string | undefined;
  sessionTtlSeconds: number;
  /** Origins allowed to send state-changing requests (CSRF check, contract §10.8). */
  appOrigins: string[];
  /** Set `Secure` on cookies (behind HTTPS). */
  secureCookies: boolean;
  seedWhenEmpty: boolean;
  logger: boolean;
  /** SMTP server of outgoing mail (reports); MailDev on loopback in the portal. */
  smtpUrl: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Run background jobs in this instance (off: jobs are only queued, another instance runs them). */
  runJobs: boolean;
  /** How often an idle job runner looks for due jobs; NOTIFY wakes it sooner. */
  jobPollMs: number;
};

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** Reads the environment once, failing fast on values that cannot work. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
  const dataDir = path.resolve(env.DATA_DIR || path.join(apiRoot, '.data', 'pglite'));
  return {
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    mercureJwtSecret: env.MERCURE_JWT_SECRET || undefined,
    inboxSecretKey: env.INBOX_SECRET_KEY || undefined,
    sessionTtlSeconds: positiveInteger(env.JWT_TTL, 8 * 3600, 'JWT_TTL'),
    appOrigins: (env.APP_ORIGIN || 'http://127.0.0.1:8080,http://localhost:8080')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    secureCookies: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    seedWhenEmpty: env.SEED !== '0',
    logger: env.LOG !== '0',
    smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM || 'Portal de trabajo <no-reply@empresa.es>',
    runJobs: env.JOBS !== '0',
    jobPollMs: positiveInteger(env.JOB_POLL_MS, 5000, 'JOB_POLL_MS'),
  };
}
