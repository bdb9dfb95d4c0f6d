import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Database } from './database.ts';
import { createPgliteDatabase } from './pglite-database.ts';

describe('PGlite prepared statements', () => {
  let dir: string;
  let db: Database;
  const preparedCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))[0]?.n;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-prepared-'));
    db = await createPgliteDatabase(dir, { maxPrepared: 3, maxSeen: 50, maxTextLength: 500 });
    await db.exec(`CREATE TABLE item (id serial PRIMARY KEY, name text UNIQUE, at timestamptz, tags int[], data jsonb, flag boolean);
                   INSERT INTO item (name, at, tags, data, flag) VALUES ('uno', '2026-01-02T03:04:05Z', '{1,2}', '{"a":[1,null]}', true), ('dos', NULL, '{}', 'null', false)`);
  });
  after(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('gives the same rows and types on every run, prepared from the second run on', async () => {
    const text = 'SELECT id, name, at, tags, data, flag FROM item WHERE flag = $1 OR at > $2 OR id = ANY($3) ORDER BY id';
    const params = [true, new Date('2026-06-01T00:00:00Z'), [2]];
    const before = await preparedCount();
    const runs = [await db.query(text, params), await db.query(text, params), await db.query(text, params)];
    assert.deepEqual(runs[0], [
      { id: 1, name: 'uno', at: new Date('2026-01-02T03:04:05Z'), tags: [1, 2], data: { a: [1, null] }, flag: true },
      { id: 2, name: 'dos', at: null, tags: [], data: null, flag: false },
    ]);
    assert.deepEqual(runs[1], runs[0]);
    assert.deepEqual(runs[2], runs[0]);
    const names = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    assert.ok(names.some((row) => row.statement === text), 'the statement is kept prepared');
    assert.ok(((await preparedCount()) ?? 0) > (before ?? 0));
  });

  test('keeps at most the configured number of statements, closing the least recently used', async () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 6; n++) await db.query(`SELECT ${n} + $1::int AS n`, [1]);
    }
    const kept = await db.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT % + $1::int AS n'");
    assert.ok(kept.length <= 3, `${kept.length} statements kept`);
    assert.deepEqual(await db.query('SELECT 0 + $1::int AS n', [1]), [{ n: 1 }], 'a closed statement runs again');
  });

  test('never prepares long generated texts', async () => {
    const long = `SELECT $1::int AS n /* ${'x'.repeat(600)} */`;
    for (let n = 0; n < 3; n++) assert.deepEqual(await db.query(long, [n]), [{ n }]);
    const kept = await db.query("SELECT 1 FROM pg_prepared_statements WHERE statement LIKE '%xxxx%'");
    assert.equal(kept.length, 0);
  });

  test('reports errors with their code and stays usable', async () => {
    const insert = 'INSERT INTO item (name) VALUES ($1) RETURNING id';
    await db.query(insert, ['tres']);
    await db.query(insert, ['cuatro']);
    await assert.rejects(db.query(insert, ['uno']), (error: { code?: string }) => error.code === '23505');
    assert.deepEqual(await db.query('SELECT count(*)::int AS n FROM item WHERE name = $1', ['uno']), [{ n: 1 }]);
  });

  test('runs inside the transaction that asks, and others wait for it', async () => {
    const count = 'SELECT count(*)::int AS n FROM item WHERE name LIKE $1';
    await db.query(count, ['tx-%']);
    await db.query(count, ['tx-%']);
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['tx-a']);
      outside = db.query(count, ['tx-%']);
      assert.deepEqual(await tx.query(count, ['tx-%']), [{ n: 1 }], 'the transaction sees its own row');
      await tx.query('INSERT INTO item (name) VALUES ($1)', ['tx-b']);
    });
    assert.deepEqual(await outside, [{ n: 2 }], 'the outside query ran after the commit');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO item (name) VALUES ($1)', ['tx-c']);
        throw new Error('give up');
      }),
      /give up/,
    );
    assert.deepEqual(await db.query(count, ['tx-%']), [{ n: 2 }], 'a rolled back row is gone');
  });
});
