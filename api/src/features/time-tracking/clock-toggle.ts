import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import type { WorkKind } from './time-tracking-plugin.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { closedTargetConflict, TIME_MESSAGES } from './time-tracking-messages.ts';

/**
 * `tzOffset` is the browser's `Date.getTimezoneOffset()` in minutes. Day and
 * week figures follow the user's profile time zone, so it is only validated;
 * anything else in the body (a client's `timeWorking`) is ignored.
 */
const ToggleBody = Type.Object({ tzOffset: Type.Integer({ minimum: -840, maximum: 840 }) }, { additionalProperties: true });

/** Play/pause of the caller's clock: `PUT /api/task/{id}/timeWorking2` (M13) and `PUT /api/subtask/{id}/timeWorking` (N5). */
export function clockToggleRoutes(kind: WorkKind, action: 'timeWorking2' | 'timeWorking'): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.put(
      `/:id/${action}`,
      { schema: { tags: ['time'], summary: `Play/pause the caller’s clock on the ${kind}`, params: IdParams, body: ToggleBody }, config: { maintenanceCheckedByRoute: true } },
      async (request) => {
        const caller = callerOf(request);
        const target = await app.timeTracking.target(caller, kind, Number(request.params.id));
        if (!target) throw notFound();
        if (!target.may_work) throw forbidden();
        // Maintenance refuses starting a clock only: a running one can still be paused.
        const refusalToStart = async () =>
          closedTargetConflict(target) ??
          (await app.maintenance.refusalFor(caller)) ??
          ((await app.timeTracking.locked(caller.id)) ? conflict(TIME_MESSAGES.LOCKED) : undefined);
        return app.timeTracking.toggle(caller, target, refusalToStart);
      },
    );
  };
}
