import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every API response (nosniff, frame and referrer
 * policies, HSTS behind https, …). The API serves data, never pages, so its
 * policy allows nothing to run; routes that serve something else set their own
 * (files: a sandbox; the optional OpenAPI UI: swagger-ui's static policy).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    });
    // Answers are read with the person's session cookie: no shared cache may keep them, and the browser asks again
    // before reusing one. Not `no-store`, which would also keep the page that read them out of the back/forward
    // cache; an answer that needs more (a download, a backup) or allows more (reference data) says so itself.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    });
  },
  { name: 'helmet' },
);
