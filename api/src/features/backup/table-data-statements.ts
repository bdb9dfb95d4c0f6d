import type { Transaction } from '@electric-sql/pglite';

/** Rows per INSERT: about 1 MB of SQL for `work_time_histories`, so memory stays flat whatever the table's size. */
export const ROWS_PER_STATEMENT = 10_000;

/** A column as SQL text: its quoted name and its type as `format_type` writes it (schema-qualified when not built in). */
type Column = { name: string; type: string };
export type TableData = { name: string; columns: Column[]; key: Column[] };
export type WriteSql = (text: string) => Promise<void>;

/**
 * The ordinary tables of `public` (but `skip`), with their stored columns
 * (generated ones are computed again on load) and the columns to page them by:
 * the primary key, else the row's physical address.
 */
export async function tablesToDump(tx: Transaction, skip: string[]): Promise<TableData[]> {
  const { rows } = await tx.query<TableData>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            (SELECT json_agg(json_build_object('name', quote_ident(a.attname), 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum)
               FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
            coalesce((SELECT json_agg(json_build_object('name', quote_ident(a.attname), 'type', format_type(a.atttypid, a.atttypmod))
                                      ORDER BY array_position(i.indkey::int2[], a.attnum))
                        FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                       WHERE i.indrelid = c.oid AND i.indisprimary), '[{"name": "ctid", "type": "tid"}]') AS key
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> ALL ($1::text[])
      ORDER BY c.relname`,
    [skip],
  );
  return rows;
}

/**
 * One INSERT per batch of rows. Every value travels as its text form (what
 * COPY and pg_dump rely on: exact for every type, bytea, arrays and
 * timestamps included) inside a JSON array, and is cast back to its column's
 * type; json and jsonb this way keep a JSON `null` apart from SQL NULL.
 */
export function insertStatement(table: TableData, rowsAsJson: string): string {
  const names = table.columns.map((column) => column.name).join(', ');
  const values = table.columns.map((column, index) => `(r.v ->> ${index})::${column.type}`).join(', ');
  return `INSERT INTO ${table.name} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM pg_catalog.json_array_elements('${rowsAsJson.replaceAll("'", "''")}') AS r(v);\n`;
}

type Batch = { rows: string | null; count: number; last: string[] | null };

/** Writes the table's rows in key order, one statement per batch; returns how many rows it wrote. */
export async function writeTableData(tx: Transaction, table: TableData, write: WriteSql): Promise<number> {
  const key = table.key.map((column) => column.name).join(', ');
  const after = `(${key}) > (${table.key.map((column, index) => `$${index + 1}::${column.type}`).join(', ')})`;
  const asText = (columns: Column[]) => `ARRAY[${columns.map((column) => `${column.name}::text`).join(', ')}]::text[]`;
  const batch = (where: string) =>
    `WITH batch AS (SELECT ${key === 'ctid' ? 'ctid, ' : ''}* FROM ${table.name} ${where} ORDER BY ${key} LIMIT ${ROWS_PER_STATEMENT})
     SELECT json_agg(${asText(table.columns)})::text AS rows, count(*)::integer AS count,
            (SELECT ${asText(table.key)} FROM batch ORDER BY ${table.key.map((column) => `${column.name} DESC`).join(', ')} LIMIT 1) AS last
       FROM batch`;
  let written = 0;
  let last: string[] | null = null;
  for (;;) {
    const result: { rows: Batch[] } = await tx.query<Batch>(last ? batch(`WHERE ${after}`) : batch(''), last ?? []);
    const page = result.rows[0];
    if (!page?.rows || !page.last) return written;
    await write(insertStatement(table, page.rows));
    written += page.count;
    if (page.count < ROWS_PER_STATEMENT) return written;
    last = page.last;
  }
}

/** `setval` for each sequence of `public` (but those owned by a table in `skip`), at its position in this snapshot. */
export async function writeSequencePositions(tx: Transaction, skip: string[], write: WriteSql): Promise<number> {
  const { rows: sequences } = await tx.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, s.relname) AS name
       FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = 'public' AND s.relkind = 'S'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
                         WHERE d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.deptype IN ('a', 'i') AND t.relname = ANY ($1::text[]))
      ORDER BY 1`,
    [skip],
  );
  for (const { name } of sequences) {
    const { rows } = await tx.query<{ statement: string }>(
      `SELECT format('SELECT pg_catalog.setval(%L, %s, %s);', $1::text, last_value, is_called::text) AS statement FROM ${name}`,
      [name],
    );
    if (rows[0]) await write(`${rows[0].statement}\n`);
  }
  return sequences.length;
}
