import { createFileStorage } from '../../../core/file-storage/index.ts';
import type { Queryable } from '../../../core/db/database.ts';
import type { SeededTask } from './demo-work-tasks.ts';
import { insertRows } from './seed-sql.ts';

type DemoFile = { name: string; mimeType: string; body: (task: SeededTask) => string };

const FILE_KINDS: readonly DemoFile[] = [
  { name: 'notas.txt', mimeType: 'text/plain', body: (task) => `Notas de la tarea "${task.name}"\n\n- Revisar con el equipo.\n- Anotar el tiempo dedicado.\n` },
  {
    name: 'datos.csv',
    mimeType: 'text/csv',
    body: (task) => `concepto;cantidad;observaciones\n${task.name};1;pendiente de revisar\nSeguimiento;2;sin incidencias\n`,
  },
];

/**
 * Real small files in the files folder, written through the same storage as
 * uploads, on every third worked task; every fourth file is soft-deleted.
 */
export async function seedWorkFiles(tx: Queryable, tasks: SeededTask[], filesDir: string): Promise<void> {
  const storage = createFileStorage(filesDir);
  const withFiles = tasks.filter((task) => task.status === 1 || task.status === 4).filter((_, index) => index % 3 === 0);
  const rows: unknown[][] = [];
  for (const [index, task] of withFiles.entries()) {
    const kind = FILE_KINDS[index % FILE_KINDS.length] as DemoFile;
    const bytes = Buffer.from(kind.body(task), 'utf8');
    const key = await storage.save(bytes);
    const uploader = task.users[0] ?? task.createdById;
    rows.push([kind.name, key, kind.mimeType, bytes.length, task.id, 'Task', task.id, uploader, index % 4 === 3, task.createdAt.toISOString()]);
  }
  await insertRows(
    tx,
    'media_objects',
    ['name', 'storage_key', 'mime_type', 'size', 'task_id', 'entity', 'entity_id', 'created_by_id', 'deleted', 'created_at'],
    rows,
  );
}
