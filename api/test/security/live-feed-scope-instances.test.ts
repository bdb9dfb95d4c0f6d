/**
 * A scope change made through one API instance reaches the streams another
 * instance holds: both LISTEN on the one PostgreSQL. Needs DATABASE_URL (the
 * PostgreSQL run of `npm test`); PGlite is one process by nature.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { DEMO_PASSWORD } from '../../src/core/db/seed/demo-accounts.ts';
import { ACCOUNTS, members, ORIGIN, testConfig } from '../helper.ts';
import { liveFeeds } from '../live-feed.ts';
import { freshTestDatabase } from '../test-database.ts';

test('handing a department over through one instance: the former manager\'s stream on the other hears nothing more of its members', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, async () => {
  const database = await freshTestDatabase(testConfig);
  const config = { ...testConfig(database.dataDir), databaseUrl: database.databaseUrl };
  const [one, two] = [await buildApp(config, await prepareDatabase(config)), await buildApp(config, await prepareDatabase(config))];
  after(async () => {
    await Promise.all([one.close(), two.close()]);
    await database.remove();
  });

  const asAdmin = async (app: FastifyInstance, request: InjectOptions) => {
    const login = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: ACCOUNTS.admin, password: DEMO_PASSWORD } });
    const bearer = login.cookies.find((cookie) => cookie.name === 'BEARER')?.value ?? assert.fail('no session');
    return app.inject({ ...request, headers: { origin: ORIGIN }, cookies: { BEARER: bearer } });
  };
  const idOf = async (url: string, name: string) =>
    members(await asAdmin(one, { method: 'GET', url })).find((item) => item.name === name || item.email === name)?.id ?? assert.fail(name);
  const [tecnologia, ana, successor] = [
    await idOf('/api/departments', 'Tecnología'),
    await idOf(`/api/users?email=${ACCOUNTS.ana}`, ACCOUNTS.ana),
    await idOf('/api/users?email=dpto.operaciones@empresa.es', 'dpto.operaciones@empresa.es'),
  ];
  const askForAChange = async () => {
    const created = await asAdmin(one, { method: 'POST', url: '/api/user_schedules', payload: { user: ana, schedule: null, type: 1 } });
    assert.equal(created.statusCode, 201);
    return `"@id":"/api/user_schedules/${created.json().id}"`;
  };

  const subscribeOnTwo = await liveFeeds(two);
  const [former, admin] = await Promise.all([subscribeOnTwo(ACCOUNTS.techManager), subscribeOnTwo(ACCOUNTS.admin)]);
  assert.equal(await former.received(await askForAChange()), true, 'before the handover the manager hears of her member');

  assert.equal((await asAdmin(one, { method: 'PUT', url: `/api/departments/${tecnologia}`, payload: { user: `/api/users/${successor}` } })).statusCode, 200);
  const afterHandover = await askForAChange();
  assert.equal(await admin.received(afterHandover), true);
  assert.equal(await former.received(afterHandover, 500), false);
  await Promise.all([former.close(), admin.close()]);
});
