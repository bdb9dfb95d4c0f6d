import type { JsonLdItem } from './json-ld';

/** One backup run and its log lines, in order (docs/api-contract.md U1). */
export type DatabaseBackupRun = JsonLdItem & {
  fileName: string;
  status: 'running' | 'done' | 'failed';
  log: string[];
  size: number | null;
  startedAt: string;
  finishedAt: string | null;
};

/** A finished backup file in the server's backup folder; `@id` is where admins download it. */
export type DatabaseBackupFile = { '@id': string; name: string; createdAt: string; size: number };
