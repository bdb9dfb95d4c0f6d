/**
 * Statements run a second time are prepared on the server, and a migration that changes what one returns does
 * not break it. PostgreSQL only (the PostgreSQL pass of the API tests); PGlite has its own test.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { createPgDatabase } from './pg-database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('PostgreSQL prepared statements', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  const db = createPgDatabase(databaseUrl ?? '');
  const table = `prepared_probe_${randomUUID().replaceAll('-', '')}`;
  after(async () => {
    await db.exec(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
  });

  test('a statement run a second time is kept prepared on the connection', async () => {
    const text = `SELECT $1::int + 1 AS n /* ${randomUUID()} */`;
    const kept = await db.transaction(async (tx) => {
      for (let n = 0; n < 3; n += 1) assert.deepEqual(await tx.query(text, [n]), [{ n: n + 1 }]);
      return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    });
    assert.ok(
      kept.some((row) => row.statement === text),
      'the statement is prepared',
    );
  });

  test('a prepared statement whose table gained a column answers with it, without an error', async () => {
    await db.exec(`CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1)`);
    const read = `SELECT * FROM ${table} WHERE id = $1`;
    for (let n = 0; n < 3; n += 1) assert.deepEqual(await db.query(read, [1]), [{ id: 1 }]);
    await db.exec(`ALTER TABLE ${table} ADD COLUMN name text DEFAULT 'uno'`);
    for (let n = 0; n < 3; n += 1) assert.deepEqual(await db.query(read, [1]), [{ id: 1, name: 'uno' }]);
  });
});
