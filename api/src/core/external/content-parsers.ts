import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors/api-error.ts';

/** Whether any string in a parsed JSON body holds U+0000, which PostgreSQL text columns cannot store. */
function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, inner]) => holdsNulCharacter(key) || holdsNulCharacter(inner));
  return false;
}

/**
 * API Platform clients send JSON-LD on POST/PUT and merge-patch on PATCH
 * (docs/api-contract.md §1.1); all three are parsed as plain JSON, with Fastify's own
 * protection against prototype poisoning. A body with a NUL character is a
 * 400 before any handler runs, instead of a database failure halfway through a write.
 */
export default fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      ['application/json', 'application/ld+json', 'application/merge-patch+json'],
      { parseAs: 'string' },
      (request, body, done) => {
        // The data layer sends its DELETEs with a JSON header and no body (spec 02 §7).
        if (request.method === 'DELETE' && String(body) === '') return done(null, undefined);
        parseJson(request, String(body), (error, parsed) => {
          if (error) return done(error, undefined);
          if (holdsNulCharacter(parsed)) return done(badRequest('El texto contiene caracteres no válidos.'), undefined);
          return done(null, parsed);
        });
      },
    );
  },
  { name: 'content-parsers' },
);
