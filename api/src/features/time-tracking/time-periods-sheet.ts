import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { addSheet, type Column, createWorkbook } from '../reports/sheet-writer.ts';
import type { TimePeriodRow } from './time-periods-sql.ts';

const COLUMNS: Column[] = [
  { header: 'Fecha', kind: 'date' },
  { header: 'Tarea', kind: 'text' },
  { header: 'Subtarea', kind: 'text' },
  { header: 'Equipo', kind: 'text' },
  { header: 'Inicio', kind: 'datetime' },
  { header: 'Fin', kind: 'datetime' },
  { header: 'Duración', kind: 'duration' },
];

/**
 * The periods as one sheet in the reports' style (the same writer), read back
 * as a stream; the scratch file goes as soon as the stream closes.
 */
export async function timePeriodsSheet(periods: TimePeriodRow[]): Promise<Readable> {
  const folder = await mkdtemp(join(tmpdir(), 'tiempos-'));
  const filename = join(folder, 'tiempos.xlsx');
  const workbook = await createWorkbook(filename);
  const sheet = addSheet(workbook, 'Tiempos', COLUMNS);
  for (const period of periods) {
    sheet.add([period.date, period.task_name, period.subtask_name, period.team_name, period.local_start, period.local_end, period.seconds]);
  }
  sheet.addTotals();
  await sheet.commit();
  await workbook.commit();
  const stream = createReadStream(filename);
  stream.on('close', () => void rm(folder, { recursive: true, force: true }));
  return stream;
}
