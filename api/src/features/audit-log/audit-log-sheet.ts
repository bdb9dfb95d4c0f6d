/**
 * The audit log as an `.xlsx`, streamed into the response as it is read: the
 * same filters as the page, every matching entry, with the reports' sheet style.
 */
import { PassThrough } from 'node:stream';
import type { Sql } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { formatDateTime } from '../../core/json-ld/dates.ts';
import { inSlices } from '../reports/report-sql.ts';
import { addSheet, createWorkbook } from '../reports/sheet-writer.ts';
import { auditRows } from './audit-log-query.ts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Starts writing and returns the stream at once; a failure midway ends the download early. */
export function auditLogWorkbook(db: Queryable, where: Sql, onError: (error: unknown) => void): PassThrough {
  const output = new PassThrough();
  const write = async () => {
    const workbook = await createWorkbook(output);
    const sheet = addSheet(workbook, 'Registro de auditoría', [
      { header: 'Fecha', kind: 'datetime' },
      { header: 'Persona', kind: 'text' },
      { header: 'Dirección', kind: 'text', width: 16 },
      { header: 'Acción', kind: 'text', width: 12 },
      { header: 'Entidad', kind: 'text', width: 20 },
      { header: 'Id', kind: 'number' },
      { header: 'Registro', kind: 'text', width: 30 },
      { header: 'Antes', kind: 'text', width: 60 },
      { header: 'Después', kind: 'text', width: 60 },
    ]);
    const slices = inSlices((belowId: number | null, size) => auditRows(db, where, { limit: size, belowId }), (row) => Number(row.id), 1000);
    for await (const row of slices) {
      sheet.add([
        formatDateTime(row.created_at).slice(0, 19),
        row.actor_name,
        row.actor_ip,
        row.action,
        row.entity,
        row.entity_id === null ? null : Number(row.entity_id),
        row.entity_label,
        json(row.before),
        json(row.after),
      ]);
    }
    await sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
