import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import type { Query } from '../../core/schemas/filters.ts';
import { collectionPage, pageRequested } from '../../core/json-ld/json-ld.ts';
import { toMediaObjectDetails } from './media-object-serializer.ts';

const DetailsQuery = collectionQuery({ deleted: 'true (only deleted files are listed here)' });

/** Deleted task files (docs/api-contract.md R3), always paged in SQL: the list only grows until files are removed for good. */
const mediaObjectDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['media_objects'], summary: 'Soft-deleted files with their origin and creator, 30 a page (admin, sys admin)', querystring: DetailsQuery } },
    async (request) => {
      if (!opensScreen(callerOf(request), 'deletedFiles')) throw forbidden();
      const query = request.query as Query;
      const paging = pageRequested(query, true) ?? { page: 1, perPage: 30 };
      const { rows, total } = await app.mediaObjects.deletedPage(paging.perPage, (paging.page - 1) * paging.perPage);
      return collectionPage('MediaObject', '/api/media_objects_details', rows.map(toMediaObjectDetails), total, paging, query);
    },
  );
};

export default mediaObjectDetailsRoutes;
