import { createReadStream, type ReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** `portal-20261123-054500.sql.gz`: sortable, and the only names the list shows. */
const BACKUP_NAME = /^portal-\d{8}-\d{6}\.sql\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `portal-${stamp}.sql.gz`;
}

export type BackupFile = { name: string; createdAt: Date; size: number };

/** The finished backups in the folder, newest first (a dump being written has another name). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name));
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name));
      return { name, createdAt: info.mtime, size: info.size };
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * A finished backup opened for reading, or null when there is none of that
 * name; only names of the list's shape are looked up, so no other file of
 * the server (nor a path out of the folder) can be asked for.
 */
export async function openBackupFile(dir: string, name: string): Promise<{ size: number; stream: ReadStream } | null> {
  if (!BACKUP_NAME.test(name)) return null;
  const file = path.join(dir, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { size: info.size, stream: createReadStream(file) };
}

/** Removes the finished backups beyond the newest `keep`; returns their names. */
export async function pruneBackupFiles(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackupFiles(dir)).slice(keep);
  for (const file of old) await rm(path.join(dir, file.name), { force: true });
  return old.map((file) => file.name);
}
