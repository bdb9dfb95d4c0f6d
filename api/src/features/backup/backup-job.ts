import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/audit/audited-writes.ts';
import { ApiError, conflict } from '../../core/errors/api-error.ts';
import type { BackupRow } from './database-backups-repository.ts';
import { ensurePrivateDir } from '../../core/file-storage/private-files.ts';
import { backupFileName, pruneBackupFiles } from './backup-files.ts';
import { dumpDatabase } from './dump-database.ts';
import { redactSecrets } from './postgres-connection.ts';

export const BACKUP_MESSAGES = {
  RUNNING: 'Ya hay una copia de seguridad en curso.',
  TOO_SOON: 'Solo se puede hacer una copia de seguridad por minuto. Inténtelo de nuevo en un momento.',
  FAILED: 'Error: la copia de seguridad no se ha completado.',
} as const;

/** `keep`: how many backups stay in `backupDir`; each finished one removes those beyond it, oldest first. */
export type BackupSettings = { backupDir: string; keep: number; databaseUrl: string | undefined; pgBinDir: string | undefined };

/**
 * Claims the single backup slot and runs the dump in the background; the
 * caller follows it through the run's log (GET /api/database_backups/{id}/log).
 * Resolves with the claimed row and the promise of the run's end.
 */
export async function startBackup(app: FastifyInstance, settings: BackupSettings, actor: Actor): Promise<{ row: BackupRow; done: Promise<void> }> {
  const fileName = backupFileName(new Date());
  const claimed = await app.databaseBackups.claim(fileName, actor);
  if (claimed === 'running') throw conflict(BACKUP_MESSAGES.RUNNING);
  if (claimed === 'too_soon') throw new ApiError(429, BACKUP_MESSAGES.TOO_SOON);
  const log = (line: string) => app.databaseBackups.appendLog(claimed.id, line);
  const done = (async () => {
    const started = performance.now();
    try {
      await log(`Copia de seguridad ${fileName} iniciada.`);
      await ensurePrivateDir(settings.backupDir);
      const size = await dumpDatabase({ db: app.db, databaseUrl: settings.databaseUrl, pgBinDir: settings.pgBinDir }, path.join(settings.backupDir, fileName), log);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // Old copies go before the run says it is done, so whoever sees 'done' sees the folder as it stays.
      await pruneBackupFiles(settings.backupDir, settings.keep).catch((error: unknown) => app.log.error({ err: error }, 'old backups could not be removed'));
      await app.databaseBackups.finish(claimed.id, { status: 'done', size, line: `Copia de seguridad completada: ${fileName} (${size} bytes, ${seconds} s).` });
    } catch (error) {
      app.log.error({ err: error, backup: claimed.id }, 'database backup failed');
      const reason = error instanceof Error ? redactSecrets(error.message, settings.databaseUrl) : 'error desconocido';
      await log(reason).catch(() => undefined);
      await app.databaseBackups.finish(claimed.id, { status: 'failed', size: null, line: BACKUP_MESSAGES.FAILED }).catch(() => undefined);
    }
  })();
  return { row: claimed, done };
}
