import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeResources } from './hydra-documentation.ts';
import { DOCS_PATH, ENTRYPOINT_PATH, hydraDocumentation, hydraEntrypoint } from './hydra-jsonld.ts';

/**
 * Hydra entrypoint and documentation, as API Platform serves them, built from
 * the schemas the routes validate with once every route is registered.
 */
export default fp(
  async (app: FastifyInstance, { title }: { title: string }) => {
    let documents: { docs: unknown; entrypoint: unknown } | undefined;
    const built = () => {
      if (!documents) {
        const resources = describeResources(app.registeredRoutes);
        documents = { docs: hydraDocumentation(resources, title), entrypoint: hydraEntrypoint(resources) };
      }
      return documents;
    };
    // Absolute, as API Platform sends it: clients resolve it without knowing the request's URL.
    app.addHook('onSend', async (request, reply) => {
      reply.header('link', `<${request.protocol}://${request.host}${DOCS_PATH}>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
    });
    app.get(ENTRYPOINT_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/ld+json; charset=utf-8').send(built().entrypoint));
    app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/ld+json; charset=utf-8').send(built().docs));
  },
  { name: 'hydra' },
);
