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

  test('each of a burst of writes is answered only once its own notice is in, though they share markers', async () => {
    const db = await createDatabase(configFromEnv({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '6' }));
    const heard = new Set<string>();
    try {
      await db.listen('marker_burst_test', (payload) => heard.add(payload));
      // Waves of writes that commit while markers are on their way, each answered once its own notice is in.
      const missing: string[] = [];
      for (let wave = 0; wave < 10; wave += 1) {
        const writes = Array.from({ length: 40 }, (_, index) => `${wave}-${index}`);
        await Promise.all(
          writes.map(async (write) => {
            await db.query(`SELECT pg_notify('marker_burst_test', $1)`, [write]);
            await db.caughtUp();
            if (!heard.has(write)) missing.push(write);
          }),
        );
      }
      assert.deepEqual(missing, []);
    } finally {
      await db.close();
    }
  });
});
