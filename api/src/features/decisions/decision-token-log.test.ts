import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { buildApp, prepareDatabase } from '../../app.ts';
import { DEMO_PASSWORD } from '../../core/db/seed/demo-accounts.ts';
import { ACCOUNTS, ORIGIN, testConfig } from '../../../test/helper.ts';
import { freshTestDatabase } from '../../../test/test-database.ts';
import { issueDecisionToken } from './decision-tokens.ts';

/** Every line the app logs, as written. */
const lines: string[] = [];
const database = await freshTestDatabase(testConfig);
const config = { ...testConfig(database.dataDir), databaseUrl: database.databaseUrl, logLevel: 'info' as const };
const app = await buildApp(config, await prepareDatabase(config), { write: (line) => lines.push(line) });
// Stands for any error whose message names the URL (Fastify's own do, e.g. a reply sent twice).
app.addHook('onRequest', async (request) => {
  if (request.headers['x-fail'] === '1') throw new Error(`failed while serving ${request.url}`);
});
await app.ready();
after(async () => {
  await app.close();
  await database.remove();
});

async function session(email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: DEMO_PASSWORD } });
  return response.cookies.find((cookie) => cookie.name === 'BEARER')?.value ?? '';
}

/** A pending holiday request of Ana's on April `day` 2029 and a link of her department's manager to `action` it. */
async function pendingRequestAndLink(day: number, action: 'accept' | 'reject'): Promise<{ id: number; token: string }> {
  const date = `2029-04-${String(day).padStart(2, '0')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/calendar_assignments',
    headers: { origin: ORIGIN },
    cookies: { BEARER: await session(ACCOUNTS.ana) },
    payload: { type: 1, start: `${date}T00:00:00+02:00`, end: `${date}T23:59:00+02:00` },
  });
  assert.equal(response.statusCode, 201, response.body);
  const id: number = response.json().id;
  const [manager] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.techManager]);
  return { id, token: await issueDecisionToken(app.db, Number(manager?.id), 'holiday', id, action) };
}

const logged = () => lines.join('');

describe('decision links in the log', () => {
  test('opening and using a link works, and no log line holds its token', async () => {
    const { id, token } = await pendingRequestAndLink(2, 'accept');
    lines.length = 0;
    const opened = await app.inject({ method: 'GET', url: `/api/decision_tokens/${token}` });
    assert.equal(opened.statusCode, 200, opened.body);
    const used = await app.inject({ method: 'POST', url: `/api/decision_tokens/${token}`, headers: { origin: ORIGIN }, payload: {} });
    assert.equal(used.statusCode, 200, used.body);
    const [decided] = await app.db.query<{ managed: boolean; authorized: boolean }>('SELECT managed, authorized FROM calendar_assignments WHERE id = $1', [id]);
    assert.deepEqual(decided, { managed: true, authorized: true });

    assert.match(logged(), /"url":"\/api\/decision_tokens\/…"/, 'the request lines are still written');
    assert.ok(!logged().includes(token), 'the token is in the log');
  });

  test('an error logged while serving a link, its message and stack, holds no token either', async () => {
    const { token } = await pendingRequestAndLink(3, 'reject');
    lines.length = 0;
    const failed = await app.inject({ method: 'GET', url: `/api/decision_tokens/${token}?x=1`, headers: { 'x-fail': '1' } });
    assert.equal(failed.statusCode, 500);
    assert.match(logged(), /failed while serving \/api\/decision_tokens\/…/);
    assert.ok(!logged().includes(token), 'the token is in the log');
  });

  test('a password link (?token=) stays out of the log too', async () => {
    lines.length = 0;
    const secret = 'c'.repeat(43);
    await app.inject({ method: 'GET', url: `/api/password_reset/check?token=${secret}` });
    assert.match(logged(), /password_reset\/check\?token=…/);
    assert.ok(!logged().includes(secret));
  });
});
