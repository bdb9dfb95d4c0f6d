import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type AppConfig = {
  /** PGlite data folder, used when `databaseUrl` is empty. */
  dataDir: string;
  /** Folder of uploaded files (avatars, logos, attachments); their metadata lives in the database. */
  filesDir: string;
  databaseUrl: string | undefined;
  /** Folder of database backups (gzip-compressed SQL dumps); never served over HTTP. */
  backupDir: string;
  /** Folder of the PostgreSQL client tools (`pg_dump`, `psql`); empty means the PATH. */
  pgBinDir: string | undefined;
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
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    pgBinDir: env.PG_BIN_DIR || undefined,
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
  };
}
