import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Resource operations answer JSON-LD (docs/api-contract.md §1.1). */
export const jsonLdResponses = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.type('application/ld+json; charset=utf-8');
    });
  },
  { name: 'json-ld-responses' },
);
