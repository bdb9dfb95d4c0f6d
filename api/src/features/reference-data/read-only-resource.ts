import type { FastifyInstance } from 'fastify';
import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { IdParams } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { asDocument, collection, type JsonObject } from '../../core/json-ld/json-ld.ts';

type ReadOnlyResource<Q extends TSchema> = {
  /** JSON-LD short name. */
  type: string;
  /** Path segment after /api/. */
  path: string;
  query: Q;
  list(app: FastifyInstance, query: Query & Static<Q>): Promise<JsonObject[]>;
  find(app: FastifyInstance, id: number): Promise<JsonObject | undefined>;
  /** Reference data the browser may keep for a day (docs/api-contract.md X1). */
  cacheable?: boolean;
};

/** Collection and item GET of reference data that every authenticated user reads. */
export function readOnlyResource<Q extends TSchema>(resource: ReadOnlyResource<Q>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = [resource.path];
    app.get('/', { schema: { tags, summary: `List ${resource.type}`, querystring: resource.query } }, async (request, reply) => {
      if (resource.cacheable) reply.header('cache-control', 'private, max-age=86400');
      const query = request.query as Query & Static<Q>;
      return collection(resource.type, `/api/${resource.path}`, await resource.list(app, query), query);
    });
    app.get('/:id', { schema: { tags, summary: `One ${resource.type}`, params: IdParams } }, async (request, reply) => {
      const found = await resource.find(app, Number(request.params.id));
      if (!found) throw notFound();
      if (resource.cacheable) reply.header('cache-control', 'private, max-age=86400');
      return asDocument(found);
    });
  };
}

export const NoFilters = Type.Object({}, { additionalProperties: true });
