/** Migration 103: automations saved before they had a requester, and the tasks they already made. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();
const one = async <T>(text: string, values: unknown[] = []) => (await app.db.query<T>(text, values))[0] as T;
const idOfUser = async (email: string) => (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).id;
const migration = new URL('../../core/db/migrations/103.do.automation-requester.sql', import.meta.url);

test('an automation gets its creator as requester, else the team manager, and its past tasks lose the notice address as requester', async () => {
  const soporte = await one<{ id: number; user_id: number }>("SELECT id, user_id FROM teams WHERE name = 'Soporte'");
  const techManager = await idOfUser(ACCOUNTS.techManager);
  const legacy = async () =>
    (await one<{ id: number }>("INSERT INTO configurations (name, data, value) VALUES ('auto_task', $1, '{\"email\":\"avisos@empresa.es\"}') RETURNING id", [String(soporte.id)])).id;
  const audited = await legacy();
  await app.db.query("INSERT INTO audit_logs (actor_id, action, entity, entity_id) VALUES ($1, 'create', 'Configuration', $2)", [techManager, audited]);
  const unaudited = await legacy();
  const task = (await one<{ id: number }>("INSERT INTO tasks (name, team_id, email) VALUES ('Automática', $1, 'avisos@empresa.es') RETURNING id", [soporte.id])).id;
  await app.db.query("INSERT INTO auto_task_runs (configuration_id, run_date, task_id) VALUES ($1, '2026-03-02', $2)", [audited, task]);

  await app.db.exec(await readFile(migration, 'utf8'));

  const requesterOf = async (id: number) => (await one<{ user_id: number }>('SELECT user_id FROM configurations WHERE id = $1', [id])).user_id;
  assert.equal(await requesterOf(audited), techManager);
  assert.equal(await requesterOf(unaudited), soporte.user_id);
  assert.deepEqual(await one('SELECT email, created_by_id FROM tasks WHERE id = $1', [task]), { email: null, created_by_id: techManager });
});
