import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { actorOf } from '../../../core/audit/audited-writes.ts';
import { callerOf } from '../../../core/authentication/caller.ts';
import { ApiError, forbidden, invalid } from '../../../core/errors/api-error.ts';
import { iri } from '../../../core/json-ld/json-ld.ts';
import { audience } from '../../../core/live-updates/audiences.ts';
import { allowedDomains } from '../../../core/mail/allowed-domains.ts';
import { MULTIPART_LIMITS, readUpload } from '../../files/read-upload.ts';
import { assignableDepartmentIds, mayAdministerUsers } from './administration-scope.ts';
import { parseImport } from './import-csv.ts';
import { createImportedUsers, IMPORT_BATCH_ROWS } from './import-creation.ts';
import { classifyImport, type ClassifiedRow } from './import-preview.ts';

/** Bounds of one file: what one preview reads in memory and one import creates (a department's people, at most). */
export const MAX_IMPORT_ROWS = 1_000;
const MIB = 1024 * 1024;
export const MAX_IMPORT_BYTES = MIB;

/** The one file of the request, refused with the import's own size when it is larger than an import may be. */
async function uploadedFile(request: FastifyRequest) {
  const upload = await readUpload(request).catch((error: unknown) => {
    throw error instanceof ApiError && error.statusCode === 413 ? new ApiError(413, `El archivo supera el tamaño máximo de ${MAX_IMPORT_BYTES / MIB} MB.`) : error;
  });
  return upload.file;
}

/** The uploaded file's rows, classified now for the caller: never what an earlier preview said. */
async function classifyUpload(app: FastifyInstance, request: FastifyRequest): Promise<ClassifiedRow[]> {
  const caller = callerOf(request);
  if (!mayAdministerUsers(caller)) throw forbidden();
  const file = await uploadedFile(request);
  if (!file) throw invalid('file', 'Adjunte un archivo CSV');
  const lines = parseImport(file.bytes.toString('utf8'));
  if (lines.length === 0) throw invalid('csv', 'El archivo no tiene filas');
  if (lines.length > MAX_IMPORT_ROWS) throw invalid('csv', `El archivo tiene más de ${MAX_IMPORT_ROWS} filas`);
  return classifyImport(lines, { db: app.db, caller, assignable: await assignableDepartmentIds(app.db, caller), domains: await allowedDomains(app.db) });
}

const countOf = (rows: readonly { status: string }[], status: string) => rows.filter((row) => row.status === status).length;

// A file of a few thousand rows is larger than any JSON body the portal takes: it comes as an upload (multipart `file`).
const CONSUMES = ['multipart/form-data'];

/** 'Importar usuarios': the preview of a file, row by row, then the creation of its valid rows on confirmation. */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: MAX_IMPORT_BYTES } });
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
    { schema: { tags: ['users'], summary: `Create the rows of a CSV file that are valid now, each with an invitation, in transactions of ${IMPORT_BATCH_ROWS} rows`, consumes: CONSUMES } },
    async (request, reply) => {
      const classified = await classifyUpload(app, request);
      const caller = callerOf(request);
      const rows = await createImportedUsers(app.db, { caller, actor: actorOf(request), jobs: app.jobs }, classified);
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
