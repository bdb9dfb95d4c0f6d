import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The API's title in its OpenAPI and Hydra documentation. */
export const API_TITLE = 'Portal de trabajo: API de referencia';

/** OpenAPI document built from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: API_TITLE,
          description: 'JSON-LD/Hydra API of the work-management portal (see docs/api-contract.md).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerCookie: { type: 'apiKey', in: 'cookie', name: 'BEARER' },
            bearerHeader: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        security: [{ bearerCookie: [] }, { bearerHeader: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['cookie'] },
);
