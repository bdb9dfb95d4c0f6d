/**
 * The app events (sign-ins, failed sign-ins, password changes, board views):
 * every one is written here and announced to admins, whose activity list
 * follows them live.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { iri } from '../../core/json-ld/json-ld.ts';

export const APP_EVENT_NAMES = {
  LOGIN: 'login',
  FAILED_LOGIN: 'login fallido',
  PASSWORD_CHANGE: 'cambio de contraseña',
  BOARD_VIEW_PREFIX: 'ver tablero ',
} as const;

export type AppEventInput = { name: string; userId: number | null; ip: string | null; data?: unknown };

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
