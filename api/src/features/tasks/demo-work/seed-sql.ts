import sql, { bulk, raw } from 'sql-template-tag';
import type { Queryable } from '../../../core/db/database.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest seeded table. */
const CHUNK = 1000;

/** Takes `count` ids from the table's identity sequence, so related rows can be built before inserting. */
export async function reserveIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count}) ORDER BY 1`,
  );
  return rows.map((row) => row.id);
}

/** Multi-row INSERTs of `rows` (values in the order of `columns`), a thousand rows per statement. */
export async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(sql`INSERT INTO ${raw(table)} (${raw(columns.join(', '))}) VALUES ${bulk(chunk)}`);
  }
}
