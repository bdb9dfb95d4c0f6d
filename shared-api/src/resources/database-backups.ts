import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { DatabaseBackupFile, DatabaseBackupRun } from '../entities';
import { unwrapMembers } from '../hydra';
import type { ResourceId } from './create-resource';

/** Database backups (docs/api-contract.md U1), for admins and system admins: start one, follow its log, list the files. */
export const databaseBackupsApi = {
  /** `POST /api/database_backup`: 202 with the run; 409 while another runs, 429 within a minute of the last. */
  start: async (config?: AxiosRequestConfig): Promise<DatabaseBackupRun> => (await apiClient.post<DatabaseBackupRun>('database_backup', {}, config)).data,
  /** The run's status and log lines so far. */
  run: async (id: ResourceId, config?: AxiosRequestConfig): Promise<DatabaseBackupRun> =>
    (await apiClient.get<DatabaseBackupRun>(`database_backups/${encodeURIComponent(String(id))}/log`, config)).data,
  /** The backup files on the server, newest first. */
  list: async (config?: AxiosRequestConfig): Promise<DatabaseBackupFile[]> => unwrapMembers<DatabaseBackupFile>((await apiClient.get('database_backups', config)).data),
  /** Where the browser downloads a backup file (admins and system admins; the session cookie goes along). */
  downloadUrl: (file: DatabaseBackupFile): string => apiClient.getUri({ url: `database_backups/files/${encodeURIComponent(file.name)}` }),
};
