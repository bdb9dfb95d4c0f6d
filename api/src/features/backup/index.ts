import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import databaseBackupRoutes from './database-backup-routes.ts';
import databaseBackupsRepository from './database-backups-repository.ts';
import databaseBackupsRoutes from './database-backups-routes.ts';

/** Database backups: taking one, and the list of those kept. */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {
    const { backupDir, backupKeep: keep, databaseUrl, pgBinDir } = config;
    await app.register(databaseBackupsRepository);
    await resourceRoutes(app, async (api) => {
      await api.register(databaseBackupRoutes, { prefix: '/database_backup', backupDir, keep, databaseUrl, pgBinDir });
      await api.register(databaseBackupsRoutes, { prefix: '/database_backups', backupDir });
    });
  },
  { name: 'backup', dependencies: [] },
);
