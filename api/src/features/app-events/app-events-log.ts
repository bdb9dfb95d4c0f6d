/**
 * The app events (sign-ins, failed sign-ins, password changes, board views):
 * every one is written here and announced to admins, whose activity list
 * follows them live.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import { badRequest } from '../../core/errors/api-error.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { iri, item } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { createdAtFilter } from '../../core/schemas/created-at-filter.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { boardTeamCondition } from '../tasks/task-scope-sql.ts';

export const APP_EVENT_NAMES = {
  LOGIN: 'login',
  FAILED_LOGIN: 'login fallido',
  PASSWORD_CHANGE: 'cambio de contraseña',
  BOARD_VIEW_PREFIX: 'ver tablero ',
} as const;

export type AppEventInput = { name: string; userId: number | null; ip: string | null; data?: unknown };

type AppEventRow = { id: number; name: string; user_id: number | null; user_name: string | null; ip: string | null; data: unknown; created_at: Date };

/** The kinds the activity list filters by; a board view's name carries the board's team. */
const KINDS: Record<string, Sql> = {
  [APP_EVENT_NAMES.LOGIN]: sql`e.name = ${APP_EVENT_NAMES.LOGIN}`,
  [APP_EVENT_NAMES.FAILED_LOGIN]: sql`e.name = ${APP_EVENT_NAMES.FAILED_LOGIN}`,
  [APP_EVENT_NAMES.PASSWORD_CHANGE]: sql`e.name = ${APP_EVENT_NAMES.PASSWORD_CHANGE}`,
  [APP_EVENT_NAMES.BOARD_VIEW_PREFIX.trim()]: sql`starts_with(e.name, ${APP_EVENT_NAMES.BOARD_VIEW_PREFIX})`,
};

export const APP_EVENT_KINDS = Object.keys(KINDS);

const APP_EVENT_SELECT = sql`SELECT e.id, e.name, e.user_id, coalesce(nullif(u.name, ''), u.email) AS user_name, e.ip, e.data, e.created_at
                             FROM app_events e LEFT JOIN users u ON u.id = e.user_id`;

function toAppEvent(row: AppEventRow) {
  return item('AppEvent', 'app_events', Number(row.id), {
    name: row.name,
    user: row.user_id === null ? null : iri('users', row.user_id),
    userName: row.user_name,
    ip: row.ip,
    createdAt: formatDateTime(row.created_at),
    data: row.data,
  });
}

function kindCondition(query: Query): Sql | undefined {
  const kind = Array.isArray(query.kind) ? query.kind[0] : query.kind;
  if (kind === undefined || kind === '') return undefined;
  const condition = KINDS[kind];
  if (!condition) throw badRequest('Tipo de actividad no válido', `kind: one of ${APP_EVENT_KINDS.join(', ')}`);
  return condition;
}

/** The WHERE of the activity list's filters (alias `e`); an unknown kind or a malformed day is a 400. */
function listWhere(query: Query): Sql {
  const users = relationFilter(query, 'user', 'users');
  const name = Array.isArray(query.name) ? query.name[0] : query.name;
  return allOf([
    users ? sql`e.user_id = ANY(${users})` : undefined,
    kindCondition(query),
    name ? sql`e.name = ${name}` : undefined,
    ...createdAtFilter(query, 'e.created_at'),
  ]);
}

type Publish = (iri: string, data: unknown, audiences: string[]) => Promise<void>;

export function createAppEventsLog(db: Queryable, publish: Publish) {
  return {
    async record(event: AppEventInput): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        sql`INSERT INTO app_events (name, user_id, ip, data)
            VALUES (${event.name}, ${event.userId}, ${event.ip}, ${event.data === undefined ? null : JSON.stringify(event.data)}::jsonb)
            RETURNING id`,
      );
      const id = Number(row?.id);
      // A content-free notice: the list reads the event itself, through its admin-only route.
      await publish(iri('app_events', id), { '@id': iri('app_events', id), '@type': 'AppEvent' }, [audience.admin]);
      return id;
    },
    /** One page of everyone's events matching `query`, newest first, with how many match. */
    async page(query: Query, { page, perPage }: { page: number; perPage: number }) {
      const where = listWhere(query);
      const [counted, rows] = await Promise.all([
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM app_events e WHERE ${where}`),
        db.query<AppEventRow>(sql`${APP_EVENT_SELECT} WHERE ${where} ORDER BY e.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
      ]);
      return { members: rows.map(toAppEvent), total: counted[0]?.total ?? 0 };
    },
    async byId(id: number) {
      const [row] = await db.query<AppEventRow>(sql`${APP_EVENT_SELECT} WHERE e.id = ${id}`);
      return row ? toAppEvent(row) : undefined;
    },
    /** The person's latest events of that name, newest first. */
    async latestOf(userId: number, name: string, limit: number) {
      const rows = await db.query<AppEventRow>(sql`${APP_EVENT_SELECT} WHERE e.user_id = ${userId} AND e.name = ${name} ORDER BY e.id DESC LIMIT ${limit}`);
      return rows.map(toAppEvent);
    },
    /** Whether a team of that name exists whose board the caller may see, by the board routes' own rule. */
    async seesBoardNamed(caller: Caller, teamName: string): Promise<boolean> {
      const [board] = await db.query<{ found: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM teams t WHERE t.name = ${teamName} AND ${boardTeamCondition(caller, 't')}) AS found`,
      );
      return board?.found === true;
    },
    /** Whether the person has an event of that name from the last minute. */
    async recordedLastMinute(userId: number, name: string): Promise<boolean> {
      const [recent] = await db.query<{ found: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM app_events WHERE user_id = ${userId} AND name = ${name} AND created_at > now() - interval '1 minute') AS found`,
      );
      return recent?.found === true;
    },
  };
}

export type AppEventsLog = ReturnType<typeof createAppEventsLog>;

declare module 'fastify' {
  interface FastifyInstance {
    appEvents: AppEventsLog;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('appEvents', createAppEventsLog(app.db, app.publishUpdate));
  },
  { name: 'app-events-log', dependencies: ['db', 'live-updates'] },
);
