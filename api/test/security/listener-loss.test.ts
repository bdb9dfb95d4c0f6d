/**
 * On PostgreSQL the notices arrive on one listening connection. When it is
 * lost, kept answers are not trusted (no stale board while notices may be
 * missed); it comes back by itself and answers are kept again. Needs
 * DATABASE_URL (the PostgreSQL run of `npm test`); PGlite has no connection to lose.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LISTENER_APPLICATION_NAME } from '../../src/core/db/pg-listener.ts';
import { ACCOUNTS, buildTestApp, members } from '../helper.ts';
import { waitFor } from '../wait-for.ts';

const serverUrl = process.env.DATABASE_URL;

test('a lost listening connection: nothing stale meanwhile, and it comes back', { skip: !serverUrl && 'needs DATABASE_URL' }, async () => {
  const { app, injectWithLogin } = await buildTestApp();
  const [team] = await app.db.query<{ id: number }>(`SELECT id FROM teams WHERE name = 'Soporte'`);
  const [task] = await app.db.query<{ id: number }>('SELECT id FROM tasks WHERE team_id = $1 AND NOT deleted AND NOT store ORDER BY id LIMIT 1', [team?.id]);
  assert.ok(team && task, 'Soporte has a task');
  const names = async () =>
    members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/appTasks?team=${team.id}&deleted=false&store=false` })).map(
      (one) => one.name,
    );
  // A change made on the database is heard when its notice arrives, as one made through another instance is.
  const rename = async (name: string) => {
    await app.db.query('UPDATE tasks SET name = $2 WHERE id = $1', [task.id, name]);
    await app.db.caughtUp();
  };
  await names();
  assert.ok(app.dataChanges.stamp(['work']) !== undefined, 'listening at start');

  const [ended] = await app.db.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
     WHERE datname = current_database() AND application_name = $1`,
    [LISTENER_APPLICATION_NAME],
  );
  assert.equal(ended?.ended, true, 'the listening connection was ended');
  await waitFor(async () => app.dataChanges.stamp(['work']) === undefined, 5000, 'the loss to be noticed');

  await rename('Tarea mientras tanto');
  assert.ok((await names()).includes('Tarea mientras tanto'), 'no kept answer while notices may be missed');

  await waitFor(async () => app.dataChanges.stamp(['work']) !== undefined, 10_000, 'listening again');
  await names();
  await rename('Tarea al volver');
  assert.ok((await names()).includes('Tarea al volver'), 'notices are heard again');
});
