import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { badRequest } from '../../core/errors/api-error.ts';
import { collection } from '../../core/json-ld/json-ld.ts';
import { MAX } from '../../core/schemas/common.ts';
import { APP_EVENT_NAMES } from './app-events-log.ts';

export const EVENT_MESSAGES = { INVALID_NAME: 'Evento no válido' } as const;

const LATEST_EVENTS = 10;

/**
 * Only board views are recorded this way: any other name would let anyone
 * write sign-ins or password changes into the admins' activity list.
 */
function boardViewName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed.startsWith(APP_EVENT_NAMES.BOARD_VIEW_PREFIX) || trimmed.length === APP_EVENT_NAMES.BOARD_VIEW_PREFIX.length) {
    throw badRequest(EVENT_MESSAGES.INVALID_NAME, `name: expected "${APP_EVENT_NAMES.BOARD_VIEW_PREFIX}{team name}"`);
  }
  return trimmed;
}

/**
 * Whether the view goes into the admins' activity list: only a team that
 * exists and whose board the caller may see, by the board routes' own rule.
 * As a GET this can be sent from another site in the caller's name, and the
 * name is free text; so the list holds nothing a person did not, or could not, see.
 * While maintenance is on, nothing but an admin's is written.
 */
async function recordsView(app: FastifyInstance, caller: Caller, name: string): Promise<boolean> {
  if (await app.maintenance.refusalFor(caller)) return false;
  return app.appEvents.seesBoardNamed(caller, name.slice(APP_EVENT_NAMES.BOARD_VIEW_PREFIX.length));
}

/**
 * `GET /api/events?name=ver tablero {name}` (docs/api-contract.md V1): records the caller's
 * view of a board they may see, at most once a minute per board since a board
 * is reopened and reloaded all the time, and answers the caller's latest such views.
 */
const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['audit'],
        summary: 'Record a board view of the caller and list their latest ones',
        querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: MAX.NAME })) }, { additionalProperties: true }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const name = boardViewName(request.query.name);
      if ((await recordsView(app, caller, name)) && !(await app.appEvents.recordedLastMinute(caller.id, name))) {
        await app.appEvents.record({ name, userId: caller.id, ip: request.ip });
      }
      return collection('AppEvent', '/api/events', await app.appEvents.latestOf(caller.id, name, LATEST_EVENTS));
    },
  );
};

export default eventsRoutes;
