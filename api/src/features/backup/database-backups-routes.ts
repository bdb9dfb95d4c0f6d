import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { listBackupFiles, openBackupFile } from './backup-files.ts';
import { contentDisposition } from '../files/files-routes.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { toBackupFile, toBackupRun } from './database-backup-serializer.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';

/** What the activity log calls a backup's download. */
export const BACKUP_DOWNLOAD_EVENT = 'descarga de copia de seguridad';

/** The backups in `BACKUP_DIR` (name, date, size), one of them downloaded, and the log of one run; admins and system admins only. */
const databaseBackupsRoutes: FastifyPluginAsyncTypebox<{ backupDir: string }> = async (app, { backupDir }) => {
  app.addHook('onRequest', async (request) => {
    if (!opensScreen(callerOf(request), 'systemTools')) throw forbidden();
  });

  app.get('/', { schema: { tags: ['system'], summary: 'Existing backups, newest first' } }, async () => {
    const files = await listBackupFiles(backupDir);
    return {
      '@context': '/api/contexts/DatabaseBackup',
      '@id': '/api/database_backups',
      '@type': 'hydra:Collection',
      'hydra:member': files.map(toBackupFile),
      'hydra:totalItems': files.length,
    };
  });

  app.get(
    '/files/:name',
    { schema: { tags: ['system'], summary: 'Download one backup file (admin, sys admin)', params: Type.Object({ name: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const file = await openBackupFile(backupDir, request.params.name);
      if (!file) throw notFound();
      // A copy of the whole database leaving the server is worth a line in the activity log.
      await app.appEvents.record({ name: BACKUP_DOWNLOAD_EVENT, userId: callerOf(request).id, ip: request.ip, data: { file: request.params.name } });
      return reply
        .type('application/gzip')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', request.params.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get('/:id/log', { schema: { tags: ['system'], summary: 'A backup run: status and log lines', params: IdParams } }, async (request) => {
    const row = await app.databaseBackups.find(Number(request.params.id));
    if (!row) throw notFound();
    return asDocument(toBackupRun(row));
  });
};

export default databaseBackupsRoutes;
