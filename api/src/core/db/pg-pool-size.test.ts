/**
 * Each instance keeps at most `DATABASE_POOL_SIZE` connections: on a database server with few cores, statements
 * beyond a few per core only wait for each other there (README "Using a real PostgreSQL"). PostgreSQL only.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { configFromEnv } from '../config.ts';
import { createDatabase } from './create-database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('PostgreSQL pool size', { skip: !databaseUrl && 'needs DATABASE_URL' }, () => {
  test('statements beyond DATABASE_POOL_SIZE wait for one of its connections instead of opening more', async () => {
    // One of the three is kept for the listening connection: statements take turns at the other two.
    const db = await createDatabase(configFromEnv({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '3' }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)')),
      );
      assert.equal(new Set(answers.map(([row]) => row?.pid)).size, 2);
    } finally {
      await db.close();
    }
  });
});
