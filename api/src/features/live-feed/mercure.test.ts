import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { timeFixtures } from '../../../test/fixtures/time-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { LIVE_FEED_MESSAGES, MAX_SELECTORS_PER_STREAM, MAX_STREAMS_PER_USER } from './stream-limits.ts';

const { app, injectWithLogin } = await buildTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });

async function hubCookie(email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: 'Portal2026!' } });
  const cookie = response.cookies.find((one) => one.name === 'mercureAuthorization');
  assert.ok(cookie);
  return `mercureAuthorization=${cookie.value}`;
}

/** Reads the event stream until `predicate` holds for the text received so far, or `timeoutMs` pass. */
async function readUntil(response: Response, predicate: (text: string) => boolean, timeoutMs = 5000): Promise<string> {
  const reader = response.body?.getReader();
  assert.ok(reader);
  const decoder = new TextDecoder();
  let text = '';
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
  while (!predicate(text)) {
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk === 'timeout' || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return text;
}

test('the hub requires a token', async () => {
  const response = await fetch(`${base}/.well-known/mercure?topic=*`);
  assert.equal(response.status, 401);
});

test('an accepted request reaches the requester and the managers in scope, not others', async () => {
  const subscribe = async (email: string) =>
    fetch(`${base}/.well-known/mercure?topic=*`, { headers: { cookie: await hubCookie(email) } });
  const [ana, redes, desarrollo] = await Promise.all([subscribe(ACCOUNTS.ana), subscribe(ACCOUNTS.redesManager), subscribe(ACCOUNTS.desarrolloManager)]);
  assert.equal(ana.status, 200);
  assert.equal(ana.headers.get('content-type'), 'text/event-stream');

  const pending = (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/user_schedules?authorized=false' })).json()['hydra:member'];
  const request = pending.find((one: { user: { email: string } }) => one.user.email === ACCOUNTS.ana);
  assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/user_schedules/${request.id}`, payload: { authorized: true } })).statusCode, 200);

  const hasUpdate = (text: string) => text.includes(`"@id":"/api/user_schedules/${request.id}"`);
  assert.ok(hasUpdate(await readUntil(ana, hasUpdate)));
  assert.ok(hasUpdate(await readUntil(redes, hasUpdate)));
  // Desarrollo's manager has no calendar power over Redes: nothing arrives for them.
  assert.ok(!hasUpdate(await readUntil(desarrollo, hasUpdate, 500)));
});

test(`one account holds at most ${MAX_STREAMS_PER_USER} streams: the next is refused with a 429 until one closes; other accounts are not held back`, async () => {
  const cookie = await hubCookie(ACCOUNTS.luis);
  const open = () => fetch(`${base}/.well-known/mercure?topic=*`, { headers: { cookie } });
  const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, open));
  assert.deepEqual(new Set(streams.map((stream) => stream.status)), new Set([200]));

  const refused = await open();
  assert.equal(refused.status, 429);
  assert.match(String(refused.headers.get('content-type')), /^application\/ld\+json/);
  assert.equal(((await refused.json()) as { error: string }).error, LIVE_FEED_MESSAGES.TOO_MANY_STREAMS);
  const other = await fetch(`${base}/.well-known/mercure?topic=*`, { headers: { cookie: await hubCookie(ACCOUNTS.ana) } });
  assert.equal(other.status, 200);
  await other.body?.cancel();

  await streams[0]?.body?.cancel();
  const reopened = await waitFor(async () => {
    const attempt = await open();
    if (attempt.status === 200) return attempt;
    await attempt.body?.cancel();
    return undefined;
  }, 5000, 'a place freed by the closed stream');
  await Promise.all([reopened, ...streams.slice(1)].map((stream) => stream.body?.cancel()));
});

test(`a stream asks for at most ${MAX_SELECTORS_PER_STREAM} topic selectors`, async () => {
  const cookie = await hubCookie(ACCOUNTS.inspector);
  const query = (count: number) => Array.from({ length: count }, (_, index) => `topic=urn:app:team:${index}`).join('&');
  const refused = await fetch(`${base}/.well-known/mercure?${query(MAX_SELECTORS_PER_STREAM + 1)}`, { headers: { cookie } });
  assert.equal(refused.status, 400);
  assert.equal(((await refused.json()) as { error: string }).error, LIVE_FEED_MESSAGES.TOO_MANY_SELECTORS);
  const accepted = await fetch(`${base}/.well-known/mercure?${query(MAX_SELECTORS_PER_STREAM)}`, { headers: { cookie } });
  assert.equal(accepted.status, 200);
  await accepted.body?.cancel();
});

describe("the portal's own feed", () => {
  const fixtures = timeFixtures(app);
  const identify = async (email: string) => (await injectWithLogin(email, { method: 'GET', url: '/api/mercureIdentify' })).json() as { topics: string[]; feed: string[] };
  const teamTopic = async (name: string) => `urn:app:team:${await fixtures.teamId(name)}`;

  test("leaves out the boards a member may only look at (the other teams of their department); managers and admins take everything", async () => {
    const ana = await identify(ACCOUNTS.ana);
    const [soporte, ...siblings] = await Promise.all(['Soporte', 'Infraestructura', 'Aplicaciones'].map(teamTopic));
    assert.deepEqual(ana.feed, [`urn:app:user:${await fixtures.userId(ACCOUNTS.ana)}`, 'urn:app:everyone', soporte]);
    for (const topic of [...ana.feed, ...siblings]) assert.ok(ana.topics.includes(topic), topic);
    for (const email of [ACCOUNTS.admin, ACCOUNTS.techManager]) assert.deepEqual((await identify(email)).feed, ['*'], email);
  });

  test("a stream on the feed's topics hears its own team's work and not a sibling team's; a board's own stream hears that team", async () => {
    const cookie = await hubCookie(ACCOUNTS.ana);
    const { feed } = await identify(ACCOUNTS.ana);
    const stream = (topics: string[]) => fetch(`${base}/.well-known/mercure?${topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&')}`, { headers: { cookie } });
    const [ownFeed, sibling] = await Promise.all([stream(feed), stream([await teamTopic('Infraestructura')])]);
    const [ownTask, siblingTask] = await Promise.all([fixtures.task('Soporte', 'Cambiar el tóner'), fixtures.task('Infraestructura', 'Revisar el SAI')]);
    for (const [task, message] of [[siblingTask, 'SAI revisado'], [ownTask, 'Tóner cambiado']] as const) {
      const written = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/task_messages', payload: { task, message } });
      assert.equal(written.statusCode, 201, written.body);
    }
    // Updates about a task name it; those sent to a team carry no more than IRIs.
    const about = (task: number) => (text: string) => text.includes(`"task":"/api/tasks/${task}"`);
    const received = await readUntil(ownFeed, about(ownTask));
    assert.ok(about(ownTask)(received), received);
    // The feed's updates come in commit order: the sibling team's message, written first, would be there already.
    assert.ok(!about(siblingTask)(received), received);
    assert.ok(about(siblingTask)(await readUntil(sibling, about(siblingTask))));
  });
});
