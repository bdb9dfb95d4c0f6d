import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API Platform clients send JSON-LD on POST/PUT and merge-patch on PATCH
 * (contract §1.1); both are parsed as plain JSON, with Fastify's own
 * protection against prototype poisoning.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser(
      ['application/ld+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );
  },
  { name: 'content-parsers' },
);
