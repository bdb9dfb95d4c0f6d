import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';

type SessionRow = { id: number; user_agent: string; ip: string; started_at: Date; last_used_at: Date };

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A person-readable name of the browser a user agent tells of, e.g. 'Firefox en Linux'. */
export function browserOf(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (!browser) return system ? `Navegador desconocido en ${system}` : 'Navegador desconocido';
  return system ? `${browser} en ${system}` : browser;
}

/** A user's device sessions: started at sign-in, ended one by one, or all at once by a token version bump. */
export function createDeviceSessions(db: Queryable, ttlSeconds: number) {
  return {
    /** Opens a session, forgetting the user's sessions that can no longer be used. */
    async start(userId: number, tokenVersion: number, userAgent: string, ip: string): Promise<number> {
      await db.query(sql`DELETE FROM user_sessions WHERE user_id = ${userId}
                         AND (token_version <> ${tokenVersion} OR started_at < now() - make_interval(secs => ${ttlSeconds}))`);
      const [row] = await db.query<{ id: number }>(
        sql`INSERT INTO user_sessions (user_id, token_version, user_agent, ip)
            VALUES (${userId}, ${tokenVersion}, ${userAgent.slice(0, 1000)}, ${ip}) RETURNING id`,
      );
      if (!row) throw new Error('No session row was inserted');
      return row.id;
    },
    /** The sessions still usable, most recently used first. */
    async list(userId: number): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        sql`SELECT s.id, s.user_agent, s.ip, s.started_at, s.last_used_at FROM user_sessions s JOIN users u ON u.id = s.user_id
            WHERE s.user_id = ${userId} AND s.token_version = u.token_version
              AND s.started_at >= now() - make_interval(secs => ${ttlSeconds})
            ORDER BY s.last_used_at DESC, s.id DESC`,
      );
    },
    /** Ends one of the user's sessions; false when the user has no such session. */
    async end(userId: number, sessionId: number): Promise<boolean> {
      const rows = await db.query(sql`DELETE FROM user_sessions WHERE id = ${sessionId} AND user_id = ${userId} RETURNING id`);
      return rows.length > 0;
    },
    async endOthers(userId: number, keptSessionId: number): Promise<void> {
      await db.query(sql`DELETE FROM user_sessions WHERE user_id = ${userId} AND id <> ${keptSessionId}`);
    },
    /** Keeps a session across the token version bump of a password change made from it. */
    async carryOver(sessionId: number, tokenVersion: number): Promise<void> {
      await db.query(sql`UPDATE user_sessions SET token_version = ${tokenVersion} WHERE id = ${sessionId}`);
    },
  };
}

export type DeviceSessions = ReturnType<typeof createDeviceSessions>;

/**
 * Tells the person's open screens that their sessions changed (a content-free
 * notice: the list is read again). Feed items are named `/api/{resource}/{id}`,
 * hence `user_sessions`.
 */
export async function announceSessionsChange(app: FastifyInstance, userId: number, sessionId: number): Promise<void> {
  await app.publishUpdate(iri('user_sessions', sessionId), { '@id': iri('user_sessions', sessionId) }, [audience.user(userId)]);
}

export function toDeviceSession(row: SessionRow, currentSessionId: number | undefined) {
  return {
    '@id': iri('user/sessions', row.id),
    '@type': 'DeviceSession',
    id: row.id,
    browser: browserOf(row.user_agent),
    userAgent: row.user_agent,
    ip: row.ip,
    startedAt: formatDateTime(row.started_at),
    lastUsedAt: formatDateTime(row.last_used_at),
    current: row.id === currentSessionId,
  };
}
