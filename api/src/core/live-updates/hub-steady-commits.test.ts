/**
 * Publishing leaves nothing for a later commit to do: the audience index of live updates keeps no pending list,
 * whose merge would fall on whichever publishing commit made it too long, while every other one waits for the
 * feed's lock (migration 178). Reads the index through pgstattuple, so PostgreSQL (the API tests' PostgreSQL pass).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../test/helper.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

test('published updates go straight into the audience index, with no entries pending for a later commit', { skip: !onPostgres && 'needs DATABASE_URL' }, async () => {
  const { app } = await buildTestApp();
  await app.db.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
  for (let change = 0; change < 20; change += 1) {
    await app.db.transaction((tx) => app.hub.publishAll([{ topics: [`/api/tasks/${change}`, 'urn:app:team:1', 'urn:app:user:1'], data: { change } }], tx));
  }
  const [published] = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM live_updates WHERE position IS NOT NULL');
  const [index] = await app.db.query<{ pending_tuples: string }>(`SELECT pending_tuples FROM pgstatginindex('live_updates_topics')`);
  assert.ok((published?.count ?? 0) >= 20, 'the updates were placed');
  assert.equal(Number(index?.pending_tuples), 0);
});
