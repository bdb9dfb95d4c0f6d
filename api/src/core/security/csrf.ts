import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors/api-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A contract GET that changes state (M9): the origin check and maintenance mode treat it as the write it is. */
    stateChanging?: true;
  }
}

/** Whether the request may change state: a write method, or a GET whose route declares it. */
export function isWriteRequest(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method) || request.routeOptions.config?.stateChanging === true;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * The session cookie is sent by the browser on its own, so a state-changing
 * request must come from an allowed origin (docs/api-contract.md §10.8). Scripts without
 * Origin/Referer must authenticate with a header, which a foreign page cannot set.
 */
export default fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    const allowed = new Set(options.allowedOrigins);
    app.addHook('onRequest', async (request) => {
      if (!isWriteRequest(request)) return;
      const origin = originOf(request);
      if (origin === undefined ? request.headers.authorization === undefined : !allowed.has(origin)) {
        throw forbidden('Origen de la petición no permitido');
      }
    });
  },
  { name: 'csrf' },
);
