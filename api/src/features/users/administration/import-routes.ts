import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { actorOf } from '../../../core/audit/audit-log.ts';
import { callerOf } from '../../../core/authentication/caller.ts';
import { forbidden, invalid } from '../../../core/errors/api-error.ts';
import { iri } from '../../../core/json-ld/json-ld.ts';
import { audience } from '../../../core/live-updates/audiences.ts';
import { allowedDomains } from '../../../core/mail/allowed-domains.ts';
import { MULTIPART_LIMITS, readUpload } from '../../files/read-upload.ts';
import { assignableDepartmentIds, mayAdministerUsers } from './administration-scope.ts';
import { parseImport } from './import-csv.ts';
import { createImportedUsers } from './import-creation.ts';
import { classifyImport, type ClassifiedRow } from './import-preview.ts';

export const MAX_IMPORT_ROWS = 5_000;

/** The uploaded file's rows, classified now for the caller: never what an earlier preview said. */
async function classifyUpload(app: FastifyInstance, request: FastifyRequest): Promise<ClassifiedRow[]> {
  const caller = callerOf(request);
  if (!mayAdministerUsers(caller)) throw forbidden();
  const { file } = await readUpload(request);
  if (!file) throw invalid('file', 'Adjunte un archivo CSV');
  const lines = parseImport(file.bytes.toString('utf8'));
  if (lines.length === 0) throw invalid('csv', 'El archivo no tiene filas');
  if (lines.length > MAX_IMPORT_ROWS) throw invalid('csv', `El archivo tiene más de ${MAX_IMPORT_ROWS} filas`);
  return classifyImport(lines, { db: app.db, assignable: await assignableDepartmentIds(app.db, caller), domains: await allowedDomains(app.db) });
}

const countOf = (rows: readonly { status: string }[], status: string) => rows.filter((row) => row.status === status).length;

// A file of a few thousand rows is larger than any JSON body the portal takes: it comes as an upload (multipart `file`).
const CONSUMES = ['multipart/form-data'];

/** 'Importar usuarios': the preview of a file, row by row, then the creation of its valid rows on confirmation. */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/import_preview',
    { schema: { tags: ['users'], summary: 'Preview a CSV file of people to create: to create, already existing, or the reason of each error', consumes: CONSUMES } },
    async (request, reply) => {
      const rows = (await classifyUpload(app, request)).map(({ placement: _placement, ...row }) => row);
      return reply.code(200).send({
        '@type': 'UserImportPreview',
        rows,
        toCreate: countOf(rows, 'create'),
        existing: countOf(rows, 'existing'),
        errors: countOf(rows, 'error'),
      });
    },
  );

  app.post(
    '/import',
    { schema: { tags: ['users'], summary: 'Create, in one transaction, the rows of a CSV file that are valid now, each with an invitation', consumes: CONSUMES } },
    async (request, reply) => {
      const classified = await classifyUpload(app, request);
      const caller = callerOf(request);
      const rows = await app.db.transaction((tx) => createImportedUsers(tx, { caller, actor: actorOf(request), jobs: app.jobs }, classified));
      // One content-free notice is enough for every open list of people to read itself again: nobody holds the new people yet.
      const last = rows.findLast((row) => row.id !== null)?.id;
      if (last !== undefined && last !== null) await app.publishUpdate(iri('users', last), { '@id': iri('users', last) }, [audience.admin]);
      return reply.code(200).send({
        '@type': 'UserImport',
        rows,
        created: countOf(rows, 'created'),
        existing: countOf(rows, 'existing'),
        errors: countOf(rows, 'error'),
      });
    },
  );
};

export default importRoutes;
