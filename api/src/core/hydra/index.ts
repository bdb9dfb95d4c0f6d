import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeResources, filterNames } from './hydra-documentation.ts';
import { searchTemplate } from './search-template.ts';
import { DOCS_PATH, ENTRYPOINT_PATH, ERROR_CONTEXT_NAMES, ERROR_CONTEXT_SCHEMA, errorContext, hydraDocumentation, hydraEntrypoint } from './hydra-jsonld.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Hydra entrypoint and documentation, as API Platform serves them, built from
 * the schemas the routes validate with once every route is registered.
 */
export default fp(
  async (app: FastifyInstance, { title }: { title: string }) => {
    let documents: { docs: unknown; entrypoint: unknown } | undefined;
    const built = () => {
      if (!documents) {
        const resources = describeResources(app.registeredRoutes, app.resourceTypes);
        documents = { docs: hydraDocumentation(resources, title), entrypoint: hydraEntrypoint(resources) };
      }
      return documents;
    };
    // Absolute, as API Platform sends it: clients resolve it without knowing the request's URL.
    app.addHook('onSend', async (request, reply) => {
      reply.header('link', `<${originOf(request)}${DOCS_PATH}>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    });
    // API Platform Admin builds its list filters from the collection's own `hydra:search`.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      const body = payload as Record<string, unknown> | null;
      if (request.method !== 'GET' || body?.['@type'] !== 'hydra:Collection' || typeof body['@id'] !== 'string') return payload;
      const filters = filterNames(request.routeOptions.schema?.querystring);
      return filters.length === 0 ? payload : { ...body, 'hydra:search': searchTemplate(body['@id'], filters) };
    });
    app.get(ENTRYPOINT_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/ld+json; charset=utf-8').send(built().entrypoint));
    app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/ld+json; charset=utf-8').send(built().docs));
    // API Platform Admin expands an error body through its `@context` before it shows the refusal.
    for (const name of ERROR_CONTEXT_NAMES) {
      app.get(`/api/contexts/${name}`, { schema: { hide: true, response: { 200: ERROR_CONTEXT_SCHEMA } } }, async (request, reply) =>
        reply.type('application/ld+json; charset=utf-8').send(errorContext(originOf(request))),
      );
    }
  },
  { name: 'hydra' },
);
