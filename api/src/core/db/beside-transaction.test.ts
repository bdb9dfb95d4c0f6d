import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { testConfig } from '../../../test/helper.ts';
import { freshTestDatabase } from '../../../test/test-database.ts';
import { detachedFromTransaction, QUERY_BESIDE_TRANSACTION } from './beside-transaction.ts';
import { createDatabase } from './create-database.ts';

const copy = await freshTestDatabase(testConfig);
const db = await createDatabase(copy);
after(async () => {
  await db.close();
  await copy.remove();
});

const one = async (queryable: { query: typeof db.query }) => (await queryable.query<{ one: number }>('SELECT 1 AS one'))[0]?.one;

test('a statement sent to the database from inside a transaction fails at once instead of waiting for that transaction', async () => {
  const beside = db.transaction(async (tx) => {
    assert.equal(await one(tx), 1);
    return one(db);
  });
  await assert.rejects(beside, new RegExp(QUERY_BESIDE_TRANSACTION));
  await assert.rejects(
    db.transaction(() => db.transaction(async () => 1)),
    new RegExp(QUERY_BESIDE_TRANSACTION),
  );
  await assert.rejects(db.transaction(() => db.notify('portal_test', 'x')), new RegExp(QUERY_BESIDE_TRANSACTION));
});

test('the transaction runs its own statements, and work it leaves behind may use the database once it has ended', async () => {
  let later: Promise<number | undefined> | undefined;
  let detached: Promise<number | undefined> | undefined;
  const inside = await db.transaction(async (tx) => {
    later = new Promise((resolve, reject) => setTimeout(() => one(db).then(resolve, reject), 10));
    // Started while the transaction is open, and not waited for by it.
    detached = detachedFromTransaction(() => one(db));
    return one(tx);
  });
  assert.equal(inside, 1);
  assert.deepEqual(await Promise.all([later, detached]), [1, 1]);
  assert.equal(await one(db), 1);
});
