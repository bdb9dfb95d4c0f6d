/**
 * The features' files run on PostgreSQL only (test/run-tests.mjs): this file checks that PGlite, the default
 * deployment's database, hands them the same JavaScript values. It reads every table of the seeded demo database
 * through both adapters, and a row of the expressions the features compute, and compares what each column holds.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, test } from 'node:test';
import type { Database } from '../../src/core/db/database.ts';
import { createPgDatabase } from '../../src/core/db/pg-database.ts';
import { createPgliteDatabase } from '../../src/core/db/pglite-database.ts';
import { testConfig } from '../helper.ts';
import { freshTestDatabase, pgliteCopy } from '../test-database.ts';

type Row = Record<string, unknown>;

/** What a value is to the code that reads it: `Date`, `number`, `string`, `object`, `array of number`… */
function kindOf(value: unknown): string {
  if (value instanceof Date) return 'Date';
  if (value instanceof Uint8Array) return 'bytes';
  if (Array.isArray(value)) return `array of ${value.length > 0 ? kindOf(value[0]) : 'nothing'}`;
  return typeof value;
}

/** Each column's kinds over `rows`, nulls left out. */
function columnKinds(rows: Row[]): Map<string, Set<string>> {
  const kinds = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      const seen = kinds.get(column) ?? new Set<string>();
      seen.add(kindOf(value));
      kinds.set(column, seen);
    }
  }
  return kinds;
}

const EXPRESSIONS = `SELECT count(*) AS counted, sum(2::int) AS summed, 12::int8 AS big, 1.25::numeric AS exact, 1.5::float8 AS floating,
  EXTRACT(EPOCH FROM interval '90 minutes') AS epoch, interval '90 minutes' AS span, DATE '2026-03-02' AS day,
  TIMESTAMPTZ '2026-03-02 08:30:00+00' AS instant, TIMESTAMP '2026-03-02 08:30:00' AS wall_clock, TIME '08:30' AS clock_time,
  '{1,2}'::int[] AS numbers, '{a,b}'::text[] AS texts, '{"a":[1]}'::jsonb AS document, '{"a":1}'::json AS plain_json,
  true AS flag, 'x'::varchar AS text, gen_random_uuid() IS NOT NULL AS uuid_made, 'a'::bytea AS bytes FROM (VALUES (1), (2)) AS two(n)`;

const skip = process.env.DATABASE_URL ? false : 'compares PGlite with the PostgreSQL server of the PostgreSQL pass';

test('PGlite and PostgreSQL hand the features the same kinds of values, column by column', { skip }, async () => {
  const server = await freshTestDatabase(testConfig);
  const embedded = await pgliteCopy(testConfig);
  const postgres: Database = createPgDatabase(server.databaseUrl ?? '');
  const pglite = await createPgliteDatabase(embedded.dataDir);
  after(async () => {
    await Promise.all([postgres.close(), pglite.close()]);
    await Promise.all([server.remove(), rm(embedded.dataDir, { recursive: true, force: true })]);
  });

  const tables = await postgres.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  assert.deepEqual(
    (await pglite.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)).map(
      ({ name }) => name,
    ),
    tables.map(({ name }) => name),
    'the same tables',
  );

  const differences: string[] = [];
  let compared = 0;
  for (const { name } of tables) {
    const statement = `SELECT * FROM "${name}" ORDER BY 1 LIMIT 200`;
    const [onServer, embeddedKinds] = [columnKinds(await postgres.query<Row>(statement)), columnKinds(await pglite.query<Row>(statement))];
    for (const [column, kinds] of onServer) {
      const other = embeddedKinds.get(column);
      if (!other) continue;
      compared += 1;
      const [a, b] = [[...kinds].sort().join('|'), [...other].sort().join('|')];
      if (a !== b) differences.push(`${name}.${column}: PostgreSQL ${a}, PGlite ${b}`);
    }
  }
  assert.deepEqual(differences, []);
  // The demo data fills most columns: a comparison of a handful would prove little.
  assert.ok(compared > 150, `${compared} columns compared`);

  // Bytes compare as their numbers: pg hands a Buffer, PGlite a plain Uint8Array, which the code reads alike.
  const described = (row: Row) =>
    Object.fromEntries(Object.entries(row).map(([column, value]) => [column, [kindOf(value), value instanceof Uint8Array ? [...value] : value]]));
  const [serverRow, embeddedRow] = [(await postgres.query<Row>(EXPRESSIONS))[0] ?? {}, (await pglite.query<Row>(EXPRESSIONS))[0] ?? {}];
  assert.deepEqual(described(embeddedRow), described(serverRow));
});
