/**
 * Boards are the most asked-for answer, and every statement queues again for one of an instance's few
 * connections: a board's tasks come with their tags and their files in one statement.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { countingStatements } from '../../../test/counting-statements.ts';
import { createTasksRepository } from './tasks-repository.ts';

const { app } = await buildTestApp();

test('a whole board, tags and files included, is read in one statement', async () => {
  const { db: counting, counted } = countingStatements(app.db);
  const [admin] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.admin]);
  const [filed] = await app.db.query<{ team_id: number; task_id: number }>(
    `SELECT k.team_id, k.id AS task_id FROM media_objects f JOIN tasks k ON k.id = f.task_id
     WHERE NOT f.deleted AND f.task_message_id IS NULL AND f.subtask_message_id IS NULL AND NOT k.deleted AND NOT k.store LIMIT 1`,
  );
  const caller = admin && (await app.loadCaller(admin.id));
  assert.ok(caller && filed, 'the demo data has a task with a file of its own');

  const { members } = await createTasksRepository(counting).list(caller, { team: [filed.team_id], deleted: false, store: false }, undefined, { runs: [] });

  assert.equal(counted.statements, 1);
  const task = members.find((one) => one.id === filed.task_id);
  assert.ok(Array.isArray(task?.files) && task.files.length > 0, 'its files are on it');
  assert.ok(members.some((one) => Array.isArray(one.tags) && one.tags.length > 0), 'tags are on the tasks');
});
