import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { sendServiceUnavailable } from '@portal/shared-api/error-bodies';
import { ApiError, AuthenticationError, ValidationError } from './api-error.ts';
import { genericErrorBody, statusText, violationListBody } from './error-bodies.ts';

const JSON_LD = 'application/ld+json; charset=utf-8';

/**
 * Errors of the router itself (an undecodable path, a path parameter over
 * Fastify's length limit), which happen before any hook or error handler:
 * the same JSON-LD body as every other refusal.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = status === 414 ? 'La dirección es demasiado larga.' : 'Dirección no válida.';
  reply.code(status).type(JSON_LD).send(genericErrorBody(status, message, error.message));
}

/**
 * Every error leaves in one of the shapes of docs/api-contract.md §1.7. Fastify's own
 * errors (bad JSON, schema validation, wrong media type) keep their 4xx
 * status; a database that cannot be reached a 503; anything unexpected becomes a 500 that hides its details.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError | AuthenticationError, request, reply) => {
      if (error instanceof AuthenticationError) {
        return reply.code(401).type('application/json; charset=utf-8').send({ code: 401, message: error.message });
      }
      if (error instanceof ValidationError) {
        return reply.code(422).type(JSON_LD).send(violationListBody(error.violations, error.detail));
      }
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).headers(error.headers).type(JSON_LD).send(genericErrorBody(error.statusCode, error.message, error.detail));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = error.validation ? 'Datos de la petición no válidos' : status === 413 ? 'La petición es demasiado grande.' : statusText(status);
        return reply.code(status).type(JSON_LD).send(genericErrorBody(status, message, error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendServiceUnavailable(reply);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).type(JSON_LD).send(genericErrorBody(500, 'Error interno', 'Internal Server Error'));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).type(JSON_LD).send(genericErrorBody(404, 'No encontrado', `No route found for "${request.method} ${request.url.split('?')[0]}"`));
    });
  },
  { name: 'error-handler' },
);
