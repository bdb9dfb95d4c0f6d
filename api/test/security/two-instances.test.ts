/**
 * Two API instances started at once on one empty PostgreSQL database: one
 * migrates and seeds while the other waits, and a change made through one
 * reaches a live-feed subscriber of the other. Needs DATABASE_URL (the
 * PostgreSQL run of `npm test`); PGlite is one process by nature.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { ACCOUNTS, members, ORIGIN, testConfig } from '../helper.ts';
import { waitFor } from '../wait-for.ts';
import { databaseUrlFor, withServer } from '../test-database.ts';

const serverUrl = process.env.DATABASE_URL;

test('two instances on one empty database: one migrates and seeds, the other waits; live updates cross over', { skip: !serverUrl && 'needs DATABASE_URL' }, async () => {
  if (!serverUrl) return;
  const name = `portal_two_instances_${process.pid}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-two-instances-'));
  const config = { ...testConfig(dataDir), databaseUrl: databaseUrlFor(serverUrl, name) };

  const [first, second] = await Promise.all([prepareDatabase(config), prepareDatabase(config)]);
  const [one, two] = await Promise.all([buildApp(config, first), buildApp(config, second)]);
  after(async () => {
    await Promise.all([one.close(), two.close()]);
    await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    await rm(dataDir, { recursive: true, force: true });
  });
  assert.ok(first.migrations + second.migrations > 0);
  assert.equal(Math.min(first.migrations, second.migrations), 0, 'the second instance found the schema ready');
  assert.deepEqual([first.demoAdded, second.demoAdded].sort(), [false, true], 'demo data loaded exactly once');
  const [admins] = await first.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE email = $1', [ACCOUNTS.admin]);
  assert.equal(admins?.count, 1);

  // The same generated keys on both: a session from one works on the other.
  const login = async (app: typeof one, email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: 'Portal2026!' } });
    assert.equal(response.statusCode, 200);
    const cookie = (cookieName: string) => response.cookies.find((one) => one.name === cookieName)?.value ?? assert.fail(cookieName);
    return { bearer: cookie('BEARER'), hub: cookie('mercureAuthorization') };
  };
  const base = await two.listen({ port: 0, host: '127.0.0.1' });
  const ana = await login(one, ACCOUNTS.ana);
  const stream = await fetch(`${base}/.well-known/mercure?topic=*`, { headers: { cookie: `mercureAuthorization=${ana.hub}` } });
  assert.equal(stream.status, 200);

  const admin = await login(one, ACCOUNTS.admin);
  const pending = (
    await one.inject({ method: 'GET', url: '/api/user_schedules?authorized=false', cookies: { BEARER: admin.bearer } })
  ).json()['hydra:member'] as { id: number; user: { email: string } }[];
  const request = pending.find((one) => one.user.email === ACCOUNTS.ana) ?? assert.fail('no pending request of ana');
  const accepted = await one.inject({
    method: 'PUT',
    url: `/api/user_schedules/${request.id}`,
    headers: { origin: ORIGIN },
    cookies: { BEARER: admin.bearer },
    payload: { authorized: true },
  });
  assert.equal(accepted.statusCode, 200);

  const reader = stream.body?.getReader() ?? assert.fail('no body');
  let text = '';
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !text.includes(`/api/user_schedules/${request.id}`)) {
    const chunk = await Promise.race([reader.read(), new Promise<'wait'>((resolve) => setTimeout(() => resolve('wait'), deadline - Date.now()))]);
    if (chunk === 'wait' || chunk.done) break;
    text += new TextDecoder().decode(chunk.value);
  }
  await reader.cancel();
  assert.ok(text.includes(`"@id":"/api/user_schedules/${request.id}"`), 'the update published by one instance reached the other');

  // A board kept by one instance follows a change made through the other (their notices cross over too).
  const [task] = await first.db.query<{ id: number; team_id: number }>(
    `SELECT k.id, k.team_id FROM tasks k JOIN teams t ON t.id = k.team_id WHERE t.name = 'Soporte' AND NOT k.deleted AND NOT k.store ORDER BY k.id LIMIT 1`,
  );
  assert.ok(task, 'Soporte has a task');
  const boardOnTwo = async () =>
    members(await two.inject({ method: 'GET', url: `/api/appTasks?team=${task.team_id}&deleted=false&store=false`, cookies: { BEARER: ana.bearer } }));
  assert.ok((await boardOnTwo()).length > 0);
  const renamed = await one.inject({
    method: 'PATCH',
    url: `/api/tasks/${task.id}`,
    headers: { origin: ORIGIN, 'content-type': 'application/merge-patch+json' },
    cookies: { BEARER: ana.bearer },
    payload: { name: 'Renombrada en la otra instancia' },
  });
  assert.equal(renamed.statusCode, 200, renamed.body);
  await waitFor(
    async () => (await boardOnTwo()).some((one) => one.name === 'Renombrada en la otra instancia'),
    2000,
    'the other instance to answer the new name',
  );
});
