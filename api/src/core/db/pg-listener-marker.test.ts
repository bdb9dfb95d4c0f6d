/**
 * A write's answer waits until its instance has heard the write's notices (`caughtUp`), which it checks with a
 * marker sent over the listening connection: it needs none of the pooled connections the requests' statements
 * queue for. Two connections that listen and pool, so PostgreSQL only.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { waitFor } from '../../../test/wait-for.ts';
import { configFromEnv } from '../config.ts';
import { createDatabase } from './create-database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('PostgreSQL listener marker', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  test('a write is heard while every pooled connection is held by other transactions, and no notice is taken for lost', async () => {
    // Three connections: the listening one and two for statements, both held below.
    const db = await createDatabase(configFromEnv({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '3' }));
    const states: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    const holders: Promise<void>[] = [];
    try {
      await db.listen('marker_test', () => {}, (state) => states.push(state));
      for (const _ of [1, 2]) {
        holders.push(
          db.transaction(async (tx) => {
            await tx.query('SELECT 1');
            holding += 1;
            await held;
          }),
        );
      }
      await waitFor(async () => holding === 2, 5_000, 'both pooled connections held');
      const heard = await Promise.race([db.caughtUp().then(() => true), sleep(4_000).then(() => false)]);
      assert.equal(heard, true, 'heard before the pooled connections were free');
      assert.deepEqual(states, []);
    } finally {
      release();
      await Promise.all(holders);
      await db.close();
    }
  });
});
