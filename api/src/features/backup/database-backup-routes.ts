import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type BackupSettings, startBackup } from './backup-job.ts';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { opensScreen } from '../../core/authorization/roles.ts';
import { toBackupRun } from './database-backup-serializer.ts';
import { asDocument, iri } from '../../core/json-ld/json-ld.ts';

/**
 * Starts a database backup (docs/api-contract.md U1): 202 with the run; its log is then
 * read from `GET /api/database_backups/{id}/log` until `status` is not `running`.
 */
const databaseBackupRoutes: FastifyPluginAsyncTypebox<BackupSettings> = async (app, settings) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Start a database backup (admin, sys admin); 409 while one runs, 429 within a minute of the last one',
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!opensScreen(caller, 'systemTools')) throw forbidden();
      const { row } = await startBackup(app, settings, actorOf(request));
      return reply.code(202).header('location', `${iri('database_backups', row.id)}/log`).send(asDocument(toBackupRun(row)));
    },
  );
};

export default databaseBackupRoutes;
