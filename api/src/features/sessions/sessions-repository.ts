import type { SessionFigures } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw, type Sql } from 'sql-template-tag';
import { departmentIdsOfUser } from '../../core/authorization/scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { setPassword } from '../account-recovery/account-passwords.ts';
import { APP_EVENT_NAMES, type AppEventsLog } from '../app-events/app-events-log.ts';

/** Share of the scheduled week a user of a `requireTime` department must record (docs/api-contract.md §3.4). */
const REQUIRED_SHARE = 0.77;

export type Credentials = { id: number; password_hash: string; deleted: boolean; banned: boolean; token_version: number };


/**
 * Seconds of the time histories of user `b.id` inside [from, to), counting a
 * running timer up to now; `from`/`to` are SQL expressions (may refer to `b`).
 * The one definition of recorded time (session figures, daily and weekly time).
 */
export function recordedBetween(from: string, to: string): Sql {
  return sql`(SELECT coalesce(sum(extract(epoch FROM least(coalesce(h.ended_at, now()), ${raw(to)}) - greatest(h.started_at, ${raw(from)}))), 0)::int
              FROM work_time_histories h
              WHERE h.user_id = b.id AND h.started_at < ${raw(to)} AND coalesce(h.ended_at, now()) > ${raw(from)})`;
}

function justifiedLastWeek(condition: string): Sql {
  return sql`(SELECT coalesce(sum(j.justified_seconds), 0)::int FROM justifications j
              WHERE j.user_id = b.id AND ${raw(condition)} AND j.start_at < b.week_start AND j.end_at >= b.last_week_start)`;
}

/** Credentials, password changes and the time figures of the session payload (docs/api-contract.md §4.23). */
export function createSessionsRepository(db: Queryable, appEvents: AppEventsLog) {
  return {
    async credentialsByEmail(email: string): Promise<Credentials | undefined> {
      const [row] = await db.query<Credentials>(
        sql`SELECT id, password_hash, deleted, banned, token_version FROM users WHERE lower(email) = lower(${email})`,
      );
      return row;
    },
    async credentialsById(id: number): Promise<Credentials | undefined> {
      const [row] = await db.query<Credentials>(sql`SELECT id, password_hash, deleted, banned, token_version FROM users WHERE id = ${id}`);
      return row;
    },
    async recordLogin(userId: number, ip: string): Promise<void> {
      await db.query(sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`);
      await appEvents.record({ name: APP_EVENT_NAMES.LOGIN, userId, ip });
    },
    /** `userId` is the account the e-mail names, when there is one: admins see whose sign-in failed. */
    async recordFailedLogin(ip: string, userId: number | null): Promise<void> {
      await appEvents.record({ name: APP_EVENT_NAMES.FAILED_LOGIN, userId, ip });
    },
    /** Ends every session of the user (tokens carry the version, so old ones stop working, open streams too). */
    async endSessions(userId: number): Promise<void> {
      await db.query(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${userId}`);
    },
    /** Stores the new hash and ends every existing session; returns the new token version. */
    async changePassword(userId: number, passwordHash: string, ip: string): Promise<number> {
      const tokenVersion = await setPassword(db, userId, passwordHash);
      await appEvents.record({ name: APP_EVENT_NAMES.PASSWORD_CHANGE, userId, ip });
      return tokenVersion;
    },
    /**
     * Today's and this ISO week's recorded time in the user's time zone, and
     * last week's 77 % rule: `lock` when recorded plus approved justified time
     * falls short, `lock_tasks` when not even pending justifications cover it.
     */
    async timeFigures(userId: number): Promise<SessionFigures> {
      const [row] = await db.query<{
        day_time: number;
        week_time: number;
        last_week_time: number;
        approved: number;
        pending: number;
        max_lock: number;
        require_time: boolean;
        last_monday: string;
        last_sunday: string;
      }>(
        sql`WITH b AS (
              SELECT u.id,
                (date_trunc('day', now() AT TIME ZONE u.timezone) AT TIME ZONE u.timezone) AS day_start,
                ((date_trunc('day', now() AT TIME ZONE u.timezone) + interval '1 day') AT TIME ZONE u.timezone) AS day_end,
                (date_trunc('week', now() AT TIME ZONE u.timezone) AT TIME ZONE u.timezone) AS week_start,
                ((date_trunc('week', now() AT TIME ZONE u.timezone) + interval '7 days') AT TIME ZONE u.timezone) AS week_end,
                ((date_trunc('week', now() AT TIME ZONE u.timezone) - interval '7 days') AT TIME ZONE u.timezone) AS last_week_start,
                to_char(date_trunc('week', now() AT TIME ZONE u.timezone) - interval '7 days', 'YYYY-MM-DD') AS last_monday,
                to_char(date_trunc('week', now() AT TIME ZONE u.timezone) - interval '1 day', 'YYYY-MM-DD') AS last_sunday,
                coalesce((SELECT sum(extract(epoch FROM wu.end_time - wu.start_time)) FROM work_schedule_units wu
                          WHERE wu.work_schedule_id = u.work_schedule_id), 0)::int AS max_lock,
                EXISTS (SELECT 1 FROM departments d WHERE d.require_time AND NOT d.deleted AND d.id IN (${departmentIdsOfUser(raw('u.id'))})) AS require_time
              FROM users u WHERE u.id = ${userId}
            )
            SELECT b.max_lock, b.require_time, b.last_monday, b.last_sunday,
              ${recordedBetween('b.day_start', 'b.day_end')} AS day_time,
              ${recordedBetween('b.week_start', 'b.week_end')} AS week_time,
              ${recordedBetween('b.last_week_start', 'b.week_start')} AS last_week_time,
              ${justifiedLastWeek('j.status AND j.authorized')} AS approved,
              ${justifiedLastWeek('NOT j.status')} AS pending
            FROM b`,
      );
      if (!row) throw new Error(`User ${userId} vanished while computing the session`);
      const minLock = row.require_time ? Math.ceil(REQUIRED_SHARE * row.max_lock) : 0;
      const covered = row.last_week_time + row.approved;
      const lock = minLock > 0 && covered < minLock;
      return {
        day_time: row.day_time,
        week_time: row.week_time,
        lock,
        lock_tasks: lock && covered + row.pending < minLock,
        lock_missing: Math.max(0, minLock - covered - row.pending),
        min_lock: minLock,
        max_lock: row.max_lock,
        last_monday: row.last_monday,
        last_sunday: row.last_sunday,
      };
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('sessions', createSessionsRepository(app.db, app.appEvents));
  },
  { name: 'sessions-repository', dependencies: ['db', 'app-events-log'] },
);
