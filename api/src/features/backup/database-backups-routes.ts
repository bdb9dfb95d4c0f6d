import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listBackupFiles } from './backup-files.ts';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { toBackupFile, toBackupRun } from './database-backup-serializer.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';

/** The backups in `BACKUP_DIR` (name, date, size) and the log of one run; admins and system admins only. */
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

  app.get('/:id/log', { schema: { tags: ['system'], summary: 'A backup run: status and log lines', params: IdParams } }, async (request) => {
    const row = await app.databaseBackups.find(Number(request.params.id));
    if (!row) throw notFound();
    return asDocument(toBackupRun(row));
  });
};

export default databaseBackupsRoutes;
