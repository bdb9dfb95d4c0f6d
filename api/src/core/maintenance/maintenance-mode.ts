import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../authentication/caller.ts';
import { isAdmin } from '../authorization/roles.ts';
import { ApiError } from '../errors/api-error.ts';

export const MAINTENANCE_MESSAGE = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';

/** The seeded row of the flag (reference data): `data` '1' is on. */
const MAINTENANCE_CONFIGURATION = 'client_maintenance';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      isOn(): Promise<boolean>;
      /** The 503 a caller's write gets while maintenance is on; `undefined` when they may write (admins, or maintenance off). */
      refusalFor(caller: Caller): Promise<ApiError | undefined>;
    };
  }
  interface FastifyContextConfig {
    /** The route decides itself what maintenance refuses (pausing a clock stays possible). */
    maintenanceCheckedByRoute?: true;
  }
}

/**
 * Refuses every signed-in non-admin write while `client_maintenance` is on.
 * The flag is kept per instance only while the data-change notices say no
 * configuration changed since it was read, so a switch made through any
 * instance is seen at once by all.
 */
export default fp(
  async (app: FastifyInstance) => {
    let kept: { stamp: string; on: boolean } | undefined;

    async function isOn(): Promise<boolean> {
      const stamp = app.dataChanges.stamp(['organisation']);
      if (stamp !== undefined && kept?.stamp === stamp) return kept.on;
      const rows = await app.db.query<{ data: string | null }>('SELECT data FROM configurations WHERE name = $1 ORDER BY id LIMIT 1', [MAINTENANCE_CONFIGURATION]);
      const on = rows[0]?.data === '1';
      kept = stamp === undefined ? undefined : { stamp, on };
      return on;
    }

    async function refusalFor(caller: Caller): Promise<ApiError | undefined> {
      if (isAdmin(caller) || !(await isOn())) return undefined;
      return new ApiError(503, MAINTENANCE_MESSAGE);
    }

    app.decorate('maintenance', { isOn, refusalFor });

    // Signed-out requests (sign-in, sign-out) have no caller and are never refused.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (!WRITE_METHODS.has(request.method) || request.caller === null || request.routeOptions.config.maintenanceCheckedByRoute) return;
      const refusal = await refusalFor(request.caller);
      if (refusal) throw refusal;
    });
  },
  { name: 'maintenance-mode', dependencies: ['db', 'data-changes', 'authentication'] },
);
