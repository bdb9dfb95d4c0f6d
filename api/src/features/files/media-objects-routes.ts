import multipart from '@fastify/multipart';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { UploadQuota } from '../../core/config.ts';
import { ApiError, badRequest, conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { detectFileType } from './detect-file-type.ts';
import { isUploadEntity, UPLOAD_ENTITIES, UPLOAD_RULES, type UploadEntity, uploadKindOf, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';
import { toMediaObject } from './media-object-serializer.ts';
import { quotaMessage } from './media-objects-repository.ts';
import { publishTaskChange } from '../tasks/task-writes.ts';
import { publishJustificationChange } from '../justifications/justification-changes.ts';
import { MULTIPART_LIMITS, readUpload, type Upload } from './read-upload.ts';

function targetOf(upload: Upload): { entity: UploadEntity; entityId: number } {
  const entity = upload.fields.get('entity') ?? '';
  if (!isUploadEntity(entity)) throw badRequest('Parámetro incorrecto', `entity: expected one of ${UPLOAD_ENTITIES.join(', ')}`);
  const entityId = idFromReference(upload.fields.get('entity_id') ?? '', '__none__');
  if (entityId === undefined) throw badRequest('Parámetro incorrecto', 'entity_id: expected a positive integer');
  return { entity, entityId };
}

/** The refusal of an upload past the uploader's 24-hour quota. */
function quotaError(exceeded: 'files' | 'bytes', quota: UploadQuota): ApiError {
  if (exceeded === 'files') return new ApiError(429, quotaMessage(exceeded, quota), 'Too Many Requests', { 'retry-after': '3600' });
  return new ApiError(413, quotaMessage(exceeded, quota));
}

/** Uploads (docs/api-contract.md R1), the metadata of one file (R5) and its soft delete and its permanent removal (R4). */
const mediaObjectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post(
    '/',
    {
      schema: {
        tags: ['media_objects'],
        summary: 'Upload one file (multipart: file, entity, entity_id)',
        description: `entity: ${UPLOAD_ENTITIES.join(', ')}. Avatars and logos: PNG, JPEG, GIF or WEBP up to 2 MiB; task and justification attachments: images, PDF, Office, OpenDocument, text, CSV or ZIP up to 10 MiB.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const upload = await readUpload(request);
      const { entity, entityId } = targetOf(upload);
      const file = upload.file;
      if (!file) throw badRequest('Debe adjuntar un archivo.');
      if (!(await app.mediaObjects.entityExists(entity, entityId))) throw notFound();
      if (!(await app.taskRules.mayAttachFileTo(caller, entity, entityId))) throw forbidden();

      const rules = UPLOAD_RULES[uploadKindOf(entity)];
      if (file.bytes.length === 0) throw badRequest(VALIDATION_MESSAGES.EMPTY_FILE);
      if (file.bytes.length > rules.maxBytes) throw new ApiError(413, rules.tooLarge);
      const mimeType = detectFileType(file.bytes, file.name);
      if (mimeType === null || !rules.types.includes(mimeType)) throw new ApiError(415, rules.wrongType);

      let storageKey: string | undefined;
      const store = async () => {
        storageKey = await app.fileStorage.save(file.bytes);
        return storageKey;
      };
      const input = { name: file.name, mimeType, size: file.bytes.length, entity, entityId, createdById: caller.id };
      const created = await app.mediaObjects.create(input, store).catch(async (error: unknown) => {
        // The row rolled back: its bytes, if they were written, belong to nothing.
        if (storageKey !== undefined) await app.fileStorage.remove(storageKey);
        throw error;
      });
      if ('exceeded' in created) throw quotaError(created.exceeded, app.mediaObjects.quota);
      if (created.task_id !== null) await publishTaskChange(app, created.task_id);
      if (created.entity === 'Justification' && created.entity_id !== null) await publishJustificationChange(app, created.entity_id);
      return reply.code(201).header('location', iri('media_objects', created.id)).send(asDocument(toMediaObject(created)));
    },
  );

  app.get('/:id', { schema: { tags: ['media_objects'], summary: 'Metadata of one file', params: IdParams } }, async (request) => {
    const row = await app.mediaObjects.find(Number(request.params.id));
    if (!row || !(await app.taskRules.canSeeFile(callerOf(request), row))) throw notFound();
    return asDocument(toMediaObject(row));
  });

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['media_objects'],
        summary: 'Soft-delete a file: {"deleted": true}',
        params: IdParams,
        body: Type.Object({ deleted: Type.Boolean() }, { additionalProperties: true }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.mediaObjects.find(Number(request.params.id));
      if (!row) throw notFound();
      if (!(await app.taskRules.mayRemoveFile(caller, row))) throw forbidden('Solo quien subió el archivo o un responsable del equipo puede eliminarlo.');
      if (!request.body.deleted) throw invalid('deleted', 'Un archivo eliminado no se puede recuperar');
      const updated = (await app.mediaObjects.markDeleted(row.id)) ?? row;
      if (row.task_id !== null) await publishTaskChange(app, row.task_id);
      return asDocument(toMediaObject(updated));
    },
  );

  app.delete(
    '/:id',
    { schema: { tags: ['media_objects'], summary: 'Remove a soft-deleted file for good, from the database and the disk (admin, sys admin)', params: IdParams } },
    async (request, reply) => {
      if (!opensScreen(callerOf(request), 'deletedFiles')) throw forbidden();
      const row = await app.mediaObjects.find(Number(request.params.id));
      if (!row) throw notFound();
      if (!row.deleted) throw conflict('Solo se pueden eliminar definitivamente los archivos ya eliminados.');
      const storageKey = await app.mediaObjects.removeDeleted(row.id, actorOf(request));
      if (storageKey === null) throw notFound();
      // The row goes first: a crash in between leaves an orphan file, never a row without its file.
      await app.fileStorage.remove(storageKey);
      return reply.code(204).send();
    },
  );
};

export default mediaObjectsRoutes;
