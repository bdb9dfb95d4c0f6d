import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BackupSettings } from './backup-job.ts';
import databaseBackupRoutes from './database-backup-routes.ts';
import databaseBackupsRoutes from './database-backups-routes.ts';

/** Database backups: taking one, and the list of those kept. */
const backupFeature: FastifyPluginAsyncTypebox<BackupSettings> = async (api, { backupDir, keep, databaseUrl, pgBinDir }) => {
  await api.register(databaseBackupRoutes, { prefix: '/database_backup', backupDir, keep, databaseUrl, pgBinDir });
  await api.register(databaseBackupsRoutes, { prefix: '/database_backups', backupDir });
};
export default backupFeature;
