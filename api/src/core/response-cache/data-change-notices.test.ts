/**
 * Migration 097's notices and what an instance hears of them: the stamps
 * that tell the response cache whether a kept answer is still current.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';

const testApp = await buildTestApp();
const { app } = testApp;
const { db, dataChanges } = app;

/** Tables no cached answer reads: logs, jobs, secrets, the migration tool's own. A new table must be put in a group or here. */
const UNANNOUNCED = [
  'app_events',
  'audit_logs',
  'auto_task_runs',
  'database_backups',
  'jobs',
  'live_updates',
  'login_failures',
  'password_reset_tokens',
  'schema_migrations',
  'server_secrets',
];

describe('data change notices', () => {
  test('every table has a notice trigger, or is one that no cached answer reads', async () => {
    const rows = await db.query<{ table_name: string; announced: boolean }>(
      `SELECT c.relname AS table_name,
              EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_change_notice') AS announced
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    );
    assert.ok(rows.length > 30, 'the schema was read');
    const silent = rows.filter((row) => !row.announced).map((row) => row.table_name);
    assert.deepEqual(silent, UNANNOUNCED);
  });

  test('a committed write is heard by the instance before the write resolves', async () => {
    const work = dataChanges.stamp(['work']);
    const users = dataChanges.stamp(['users']);
    await db.query('UPDATE tasks SET name = name WHERE id = (SELECT min(id) FROM tasks)');
    assert.notEqual(dataChanges.stamp(['work']), work, 'work changed');
    assert.equal(dataChanges.stamp(['users']), users, 'users did not');

    const inTransaction = dataChanges.stamp(['organisation']);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE teams SET name = name WHERE id = (SELECT min(id) FROM teams)');
    });
    assert.notEqual(dataChanges.stamp(['organisation']), inTransaction, 'heard at commit');
  });

  test('a rolled back write announces nothing', async () => {
    const before = dataChanges.stamp(['work', 'organisation', 'users']);
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('UPDATE tasks SET name = name WHERE id = (SELECT min(id) FROM tasks)');
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    // Another committed statement after it, so anything the rollback had announced would have arrived by now.
    await db.query('SELECT pg_notify($1, $2)', ['data_changes', 'unrelated']);
    assert.equal(dataChanges.stamp(['work', 'organisation', 'users']), before);
  });

  test('signing in is no change of the accounts; editing one is', async () => {
    const before = dataChanges.stamp(['users']);
    await testApp.login(ACCOUNTS.ana);
    assert.equal(dataChanges.stamp(['users']), before, 'only last_login_at moved');
    await db.query(`UPDATE users SET name = name || ' (editado)' WHERE email = $1`, [ACCOUNTS.ana]);
    assert.notEqual(dataChanges.stamp(['users']), before);
  });

  test('notifications are announced per owner', async () => {
    const [owners] = await db.query<{ first: number; second: number }>('SELECT min(id) AS first, max(id) AS second FROM users');
    if (!owners) throw new Error('no users');
    const first = dataChanges.stamp([`notifications:${owners.first}`]);
    const second = dataChanges.stamp([`notifications:${owners.second}`]);
    await db.query(`INSERT INTO notifications (user_id, title, message, link) VALUES ($1, 'Prueba', 'Aviso', '/user')`, [owners.first]);
    assert.notEqual(dataChanges.stamp([`notifications:${owners.first}`]), first);
    assert.equal(dataChanges.stamp([`notifications:${owners.second}`]), second);
  });

  test('a TRUNCATE ends every stamp', async () => {
    const before = dataChanges.stamp(['users']);
    await db.query('TRUNCATE live_updates, notifications');
    assert.notEqual(dataChanges.stamp(['users']), before);
  });
});
