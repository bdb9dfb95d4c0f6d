import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../core/authentication/caller.ts';
import { forbidden, invalid } from '../../../core/errors/api-error.ts';
import { allowedDomains } from '../../../core/mail/allowed-domains.ts';
import multipart from '@fastify/multipart';
import { MULTIPART_LIMITS, readUpload } from '../../files/read-upload.ts';
import { assignableDepartmentIds, mayAdministerUsers } from './administration-scope.ts';
import { parseImport } from './import-csv.ts';
import { previewImport } from './import-preview.ts';

export const MAX_IMPORT_ROWS = 5_000;

/** 'Importar usuarios': the preview of a file, row by row, before anyone is created. */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/import_preview',
    // A file of a few thousand rows is larger than any JSON body the portal takes: it comes as an upload (multipart `file`).
    { schema: { tags: ['users'], summary: 'Preview a CSV file of people to create: to create, already existing, or the reason of each error', consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!mayAdministerUsers(caller)) throw forbidden();
      const { file } = await readUpload(request);
      if (!file) throw invalid('file', 'Adjunte un archivo CSV');
      const lines = parseImport(file.bytes.toString('utf8'));
      if (lines.length === 0) throw invalid('csv', 'El archivo no tiene filas');
      if (lines.length > MAX_IMPORT_ROWS) throw invalid('csv', `El archivo tiene más de ${MAX_IMPORT_ROWS} filas`);
      const rows = await previewImport(lines, { db: app.db, assignable: await assignableDepartmentIds(app.db, caller), domains: await allowedDomains(app.db) });
      const count = (status: string) => rows.filter((row) => row.status === status).length;
      return reply.code(200).send({
        '@type': 'UserImportPreview',
        rows,
        toCreate: count('create'),
        existing: count('existing'),
        errors: count('error'),
      });
    },
  );
};

export default importRoutes;
