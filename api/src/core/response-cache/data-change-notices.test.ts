/**
 * Migration 097's and 098's notices and what an instance hears of them: the stamps
 * that tell the response cache whether a kept answer is still current.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { ANY_WORK } from './data-changes.ts';
import { teamsRead } from './index.ts';

const testApp = await buildTestApp();
const { app } = testApp;
const { db, dataChanges } = app;

/**
 * Tables no cached answer reads: logs, jobs, link tokens, the remote registry (read afresh by each of its routes),
 * the migration tool's own. A new table must be put in a group or here.
 */
const UNANNOUNCED = [
  'app_events',
  'audit_logs',
  'auto_task_runs',
  'database_backups',
  'decision_tokens',
  'email_changes',
  'jobs',
  'live_updates',
  'login_failures',
  'password_reset_requests',
  'password_reset_tokens',
  'public_holidays',
  'quiz_users',
  'quizzes',
  'remote_deploy_tokens',
  'remote_modules',
  'remote_registry_history',
  'remote_release_reports',
  'remote_releases',
  'schema_migrations',
  'task_mailbox_messages',
  'task_mailbox_tests',
  'task_mailboxes',
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

  test('a committed write is heard by the instance once it has caught up', async () => {
    const work = dataChanges.stamp([ANY_WORK]);
    const users = dataChanges.stamp(['users']);
    await db.query('UPDATE tasks SET name = name WHERE id = (SELECT min(id) FROM tasks)');
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp([ANY_WORK]), work, 'work changed');
    assert.equal(dataChanges.stamp(['users']), users, 'users did not');

    const inTransaction = dataChanges.stamp(['organisation']);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE teams SET name = name WHERE id = (SELECT min(id) FROM teams)');
    });
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['organisation']), inTransaction, 'heard at commit');
  });

  test('a write through the API is answered once its instance has heard it', async () => {
    const [task] = await db.query<{ id: number; team_id: number }>('SELECT id, team_id FROM tasks WHERE NOT deleted ORDER BY id LIMIT 1');
    if (!task) throw new Error('no task');
    const before = dataChanges.stamp([`work:${task.team_id}`]);
    const response = await testApp.injectWithLogin(ACCOUNTS.admin, {
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { progress: 42 },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.notEqual(dataChanges.stamp([`work:${task.team_id}`]), before);
  });

  test("work is announced per team: the team of a task, of a subtask's task, of a time entry's task; tags to every team", async () => {
    const teams = await db.query<{ team_id: number; task_id: number; subtask_id: number | null }>(
      `SELECT DISTINCT ON (k.team_id) k.team_id, k.id AS task_id, (SELECT min(s.id) FROM subtasks s WHERE s.task_id = k.id) AS subtask_id
       FROM tasks k ORDER BY k.team_id, k.id`,
    );
    const [one, other] = teams;
    if (!one || !other) throw new Error('two teams with tasks');
    const stamps = () => [dataChanges.stamp(teamsRead([one.team_id])), dataChanges.stamp(teamsRead([other.team_id])), dataChanges.stamp([ANY_WORK])];
    const changed = async (statement: string, params: unknown[]) => {
      const [mine, theirs, any] = stamps();
      await db.query(statement, params);
      await db.caughtUp();
      const [mineAfter, theirsAfter, anyAfter] = stamps();
      return { mine: mine !== mineAfter, theirs: theirs !== theirsAfter, any: any !== anyAfter };
    };
    const ownTeamOnly = { mine: true, theirs: false, any: true };
    assert.deepEqual(await changed('UPDATE tasks SET name = name WHERE id = $1', [one.task_id]), ownTeamOnly, 'a task');
    assert.deepEqual(
      await changed(`INSERT INTO task_messages (task_id, user_id, message) SELECT $1, min(id), 'Hola' FROM users`, [one.task_id]),
      ownTeamOnly,
      'a message of a task',
    );
    assert.deepEqual(
      await changed(`INSERT INTO work_time_histories (user_id, task_id, started_at, ended_at) SELECT min(id), $1, now(), now() FROM users`, [one.task_id]),
      ownTeamOnly,
      'a time entry of a task',
    );
    if (one.subtask_id !== null) assert.deepEqual(await changed('UPDATE subtasks SET name = name WHERE id = $1', [one.subtask_id]), ownTeamOnly, 'a subtask');
    assert.deepEqual(await changed('UPDATE tags SET name = name WHERE id = (SELECT min(id) FROM tags)', []), { mine: true, theirs: true, any: true }, 'a tag, on every board');
  });

  test('a rolled back write announces nothing', async () => {
    const before = dataChanges.stamp([ANY_WORK, 'organisation', 'users']);
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('UPDATE tasks SET name = name WHERE id = (SELECT min(id) FROM tasks)');
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    // Another committed statement after it, so anything the rollback had announced would have arrived by now.
    await db.query('SELECT pg_notify($1, $2)', ['data_changes', 'unrelated']);
    assert.equal(dataChanges.stamp([ANY_WORK, 'organisation', 'users']), before);
  });

  test('signing in is no change of the accounts; editing one is', async () => {
    const before = dataChanges.stamp(['users']);
    await testApp.login(ACCOUNTS.ana);
    assert.equal(dataChanges.stamp(['users']), before, 'only last_login_at moved');
    await db.query(`UPDATE users SET name = name || ' (editado)' WHERE email = $1`, [ACCOUNTS.ana]);
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['users']), before);
  });

  test('what a caller is made of is announced as accounts; the rest of a user is not', async () => {
    const before = { users: dataChanges.stamp(['users']), accounts: dataChanges.stamp(['accounts']) };
    await db.query('UPDATE users SET work_schedule_id = work_schedule_id, name = name || $2 WHERE email = $1', [ACCOUNTS.ana, ' (otra)']);
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['users']), before.users, 'a name is a change of users');
    assert.equal(dataChanges.stamp(['accounts']), before.accounts, 'but no change of what sessions are checked on');
    await db.query(`UPDATE users SET timezone = 'Europe/London' WHERE email = $1`, [ACCOUNTS.ana]);
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['accounts']), before.accounts, 'a time zone is part of the caller');
    const sessions = dataChanges.stamp(['accounts']);
    await db.query('DELETE FROM user_sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)', [ACCOUNTS.ana]);
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['accounts']), sessions, 'an ended session is');
  });

  test('a ban through the API is answered once the kept user lists have heard it', async () => {
    const url = '/api/users?administrable=true&state=Bloqueado';
    const listed = async () => (await testApp.injectWithLogin(ACCOUNTS.admin, { method: 'GET', url })).json()['hydra:member'].length as number;
    assert.equal(await listed(), 0);
    const [luis] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.luis]);
    const before = dataChanges.stamp(['users']);
    const banned = await testApp.injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${luis?.id}/banUser`, payload: { banned: true, reason: 'Prueba' } });
    assert.equal(banned.statusCode, 200, banned.body);
    assert.notEqual(dataChanges.stamp(['users']), before);
    assert.equal(await listed(), 1);
    await testApp.injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${luis?.id}/banUser`, payload: { banned: false } });
  });

  test('notifications are announced per owner', async () => {
    const [owners] = await db.query<{ first: number; second: number }>('SELECT min(id) AS first, max(id) AS second FROM users');
    if (!owners) throw new Error('no users');
    const first = dataChanges.stamp([`notifications:${owners.first}`]);
    const second = dataChanges.stamp([`notifications:${owners.second}`]);
    await db.query(`INSERT INTO notifications (user_id, title, message, link) VALUES ($1, 'Prueba', 'Aviso', '/user')`, [owners.first]);
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp([`notifications:${owners.first}`]), first);
    assert.equal(dataChanges.stamp([`notifications:${owners.second}`]), second);
  });

  test('a TRUNCATE ends every stamp', async () => {
    const before = dataChanges.stamp(['users']);
    await db.query('TRUNCATE live_updates, notifications');
    await db.caughtUp();
    assert.notEqual(dataChanges.stamp(['users']), before);
  });
});
