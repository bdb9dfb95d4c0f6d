import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createPgliteDatabase } from '../db/pglite-database.ts';
import type { Database } from '../db/database.ts';
import { createHub, type LiveUpdate } from './hub.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'hub-order-'));
const real = await createPgliteDatabase(dir);
after(async () => {
  await real.close();
  await rm(dir, { recursive: true, force: true });
});
await real.exec(`CREATE TABLE live_updates (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, topics jsonb NOT NULL, data text NOT NULL,
                 type text, private boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL DEFAULT now())`);
for (const migration of ['174.do.live-update-commit-order.sql', '176.do.live-update-audience-index.sql', '177.do.live-update-notice-carries-it.sql']) {
  await real.exec(await readFile(new URL(`../db/migrations/${migration}`, import.meta.url), 'utf8'));
}

test('a stream gets the updates in the order they were announced, even when an earlier one is read last', async () => {
  let heldBack = false;
  // The real database, with the hub's reading of the first update held back, as a busy pool answers out of order.
  const db: Database = {
    ...real,
    async query(statement, params) {
      const rows = await real.query(statement, params);
      if (typeof statement === 'string' && statement.includes('FROM live_updates WHERE position = $1') && !heldBack) {
        heldBack = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return rows as never;
    },
  };
  const hub = createHub(db);
  await hub.start((error) => assert.fail(String(error)));
  const got: string[] = [];
  await hub.add({
    selectors: ['*'],
    userId: 1,
    currentAudience: async () => ['urn:app:user:1'],
    send: (update: LiveUpdate) => got.push(update.id),
    close: () => undefined,
  });
  const update = { topics: ['/api/tasks/1', 'urn:app:user:1'], data: {} };
  // Too large for its notice, the first is read from the table; the others come in theirs.
  const large = { ...update, data: { text: 'x'.repeat(9000) } };
  // Announced together, as changes committed one right after another are.
  await hub.publishAll([large, update, update]);
  const placed = await real.query<{ position: string | number }>('SELECT position FROM live_updates ORDER BY position');
  await new Promise((resolve) => setTimeout(resolve, 800));
  await hub.stop();
  assert.ok(heldBack, 'the first reading was held back');
  assert.deepEqual(got, placed.map((row) => String(row.position)));
});

test('a stream resuming after a long gap gets every update of its audiences since, in order, and none of others', async () => {
  await real.exec('TRUNCATE live_updates');
  const hub = createHub(real);
  await hub.start((error) => assert.fail(String(error)));
  // More than a page of the replay for each of two people, interleaved, and one for everyone.
  const updates = Array.from({ length: 1300 }, (_, n) => ({ topics: [`/api/tasks/${n}`, `urn:app:user:${(n % 2) + 1}`], data: { n } }));
  await hub.publishAll([...updates, { topics: ['/api/organisation', 'urn:app:everyone'], data: { n: 'all' }, private: false }]);
  const [first] = await real.query<{ position: string | number }>('SELECT min(position) AS position FROM live_updates');
  const got: LiveUpdate[] = [];
  await hub.add(
    { selectors: ['*'], userId: 1, currentAudience: async () => ['urn:app:user:1'], send: (update) => got.push(update), close: () => undefined },
    String(Number(first?.position) - 1),
  );
  await hub.stop();
  const numbers = got.map((update) => (JSON.parse(update.data) as { n: number | string }).n);
  assert.deepEqual(numbers, [...Array.from({ length: 650 }, (_, n) => n * 2), 'all']);
  assert.ok(got.every((update, index) => index === 0 || Number(update.id) > Number(got[index - 1]?.id)), 'in position order');
});
