import type { FastifySchema } from 'fastify';

/** A route as registered (automatic HEAD routes and both trailing-slash forms included), with what checks its input. */
export type RegisteredRoute = { method: string; url: string; schema?: FastifySchema; bodyLimit?: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, for checks that must not miss one (the authorization matrix, the bad-input test, the Hydra documentation). */
    registeredRoutes: RegisteredRoute[];
  }
}
