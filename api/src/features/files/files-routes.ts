import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors/api-error.ts';
import { isRasterImage } from '@portal/shared-api/rules';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';

/** RFC 6266: a quoted ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Downloads (docs/api-contract.md R2, §10.4): only for those who may see the file; anything else is 404. */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { tags: ['media_objects'], summary: 'Download a file', params: IdParams } }, async (request, reply) => {
    const row = await app.mediaObjects.find(Number(request.params.id));
    if (!row || !(await app.taskRules.canSeeFile(callerOf(request), row))) throw notFound();
    const stream = await app.fileStorage.open(row.storage_key);
    if (!stream) throw notFound();
    return reply
      .type(row.mime_type)
      .header('content-length', row.size)
      .header('content-disposition', contentDisposition(isRasterImage(row.mime_type) ? 'inline' : 'attachment', row.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(stream);
  });
};

export default filesRoutes;
