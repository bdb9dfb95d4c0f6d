/**
 * Two changes whose transactions commit in the other order than they wrote: streams get them, and resume
 * after them, in commit order. Needs two connections, so PostgreSQL (the PostgreSQL pass of the API tests).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../test/helper.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { LiveUpdate } from './hub.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

test('an update written first and committed last reaches streams last, and a stream resuming between them gets it', { skip: !onPostgres && 'needs DATABASE_URL' }, async () => {
  const { app } = await buildTestApp();
  const audience = 'urn:app:user:1';
  const subscribe = async (got: LiveUpdate[], lastEventId?: string) =>
    app.hub.add({ selectors: ['*'], userId: 1, currentAudience: async () => [audience], send: (update) => got.push(update), close: () => undefined }, lastEventId);
  const live: LiveUpdate[] = [];
  await subscribe(live);
  const update = (name: string) => ({ topics: [`/api/tasks/${name}`, audience], data: { name } });

  let releaseFirst = () => {};
  const firstHolds = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let firstWrote = false;
  const first = app.db.transaction(async (tx) => {
    await app.hub.publishAll([update('first')], tx);
    firstWrote = true;
    await firstHolds;
  });
  await waitFor(async () => firstWrote);
  await app.db.transaction((tx) => app.hub.publishAll([update('second')], tx));
  await waitFor(async () => live.length === 1);
  releaseFirst();
  await first;
  await waitFor(async () => live.length === 2);

  assert.deepEqual(live.map((one) => JSON.parse(one.data).name), ['second', 'first'], 'in commit order');
  assert.ok(Number(live[0]?.id) < Number(live[1]?.id), 'positions grow in commit order');

  // A client that got 'second' only (its stream dropped then) resumes after it and still gets 'first'.
  const resumed: LiveUpdate[] = [];
  await subscribe(resumed, live[0]?.id);
  await waitFor(async () => resumed.length >= 1);
  assert.deepEqual(resumed.map((one) => one.id), [live[1]?.id]);
});
