import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Caller } from '../authentication/caller.ts';
import { isAdmin } from '../authorization/roles.ts';
import { ApiError } from '../errors/api-error.ts';
import { isWriteRequest } from '../security/csrf.ts';

export const MAINTENANCE_MESSAGE = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';

/** The seeded row of the flag (reference data): `data` '1' is on. */
const MAINTENANCE_CONFIGURATION = 'client_maintenance';

/** Whether maintenance mode is on, as SQL: the job runner's claims read it in the same statement. */
export const MAINTENANCE_ON = sql`coalesce((SELECT data = '1' FROM configurations WHERE name = ${MAINTENANCE_CONFIGURATION} ORDER BY id LIMIT 1), false)`;

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      isOn(): Promise<boolean>;
      /** The 503 a write gets while maintenance is on; `undefined` when it may go ahead (an admin's, or maintenance off). `null`: nobody signed in. */
      refusalFor(caller: Caller | null): Promise<ApiError | undefined>;
    };
  }
  interface FastifyContextConfig {
    /** The route decides itself what maintenance refuses (pausing a clock stays possible; signing in and out always is). */
    maintenanceCheckedByRoute?: true;
  }
}

/**
 * Refuses every write that is not an admin's while `client_maintenance` is on,
 * whatever its door: write methods, the contract's state-changing GETs, and
 * the public writes (e-mail links, password reset), where nobody is signed in.
 * Jobs that change data pause through the job runner (`pauseInMaintenance`).
 * The flag is kept per instance only while the data-change notices say no
 * configuration changed since it was read, so a switch made through any
 * instance is seen by all as soon as its notice arrives (milliseconds).
 */
export default fp(
  async (app: FastifyInstance) => {
    let kept: { stamp: string; on: boolean } | undefined;

    async function isOn(): Promise<boolean> {
      const stamp = app.dataChanges.stamp(['organisation']);
      if (stamp !== undefined && kept?.stamp === stamp) return kept.on;
      const [row] = await app.db.query<{ on: boolean }>(sql`SELECT ${MAINTENANCE_ON} AS on`);
      const on = row?.on === true;
      kept = stamp === undefined ? undefined : { stamp, on };
      return on;
    }

    async function refusalFor(caller: Caller | null): Promise<ApiError | undefined> {
      if ((caller !== null && isAdmin(caller)) || !(await isOn())) return undefined;
      return new ApiError(503, MAINTENANCE_MESSAGE);
    }

    app.decorate('maintenance', { isOn, refusalFor });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (!isWriteRequest(request) || request.routeOptions.config.maintenanceCheckedByRoute) return;
      const refusal = await refusalFor(request.caller);
      if (refusal) throw refusal;
    });
  },
  { name: 'maintenance-mode', dependencies: ['db', 'data-changes', 'authentication'] },
);
