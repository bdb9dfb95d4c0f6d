import type { BackupFile } from './backup-files.ts';
import type { BackupRow } from './database-backups-repository.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { item, type JsonObject } from '../../core/json-ld/json-ld.ts';

/** A backup run with its log lines, in order (docs/api-contract.md U1). */
export function toBackupRun(row: BackupRow): JsonObject {
  return item('DatabaseBackupRun', 'database_backups', row.id, {
    fileName: row.file_name,
    status: row.status,
    log: row.log,
    size: row.size === null ? null : Number(row.size),
    startedAt: formatDateTime(row.started_at),
    finishedAt: row.finished_at === null ? null : formatDateTime(row.finished_at),
  });
}

/** A finished backup file: name, date, size, and where an admin downloads it. */
export function toBackupFile(file: BackupFile): JsonObject {
  return {
    '@id': `/api/database_backups/files/${encodeURIComponent(file.name)}`,
    '@type': 'DatabaseBackup',
    name: file.name,
    createdAt: formatDateTime(file.createdAt),
    size: file.size,
  };
}
