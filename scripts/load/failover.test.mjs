/**
 * Two API instances behind the shell's server on one PostgreSQL database, people with their live feed
 * open while a colleague keeps changing their board. One instance is killed (SIGKILL) and started again;
 * then PostgreSQL itself is restarted; then an instance hangs (SIGSTOP) and resumes. Nobody loses or gets twice an
 * update, the browser sees no error beyond the requests in flight at the kill, a running clock keeps running,
 * and everything comes back by itself. Needs the cluster of scripts/with-postgresql.sh (the PostgreSQL pass of `npm test`).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  databaseUrlFor,
  freePort,
  instanceEnvironment,
  lastLiveUpdatePosition,
  ORIGIN,
  onServer,
  postgresCluster,
  startApi,
  startShellServer,
  stop,
} from './deployment.mjs';
import { Person, until } from './person.mjs';

const serverUrl = process.env.DATABASE_URL;
const skip = !(serverUrl && process.env.PG_DATA_DIR) && 'needs the cluster of scripts/with-postgresql.sh';
const PASSWORD = 'Portal2026!';
/** Demo accounts: members, managers and an admin, each with several tabs (a stream each). */
const ACCOUNTS = ['ana.garcia@empresa.es', 'equipo.soporte@empresa.es', 'dpto.tecnologia@empresa.es', 'admin@empresa.es', 'subdpto.redes@empresa.es', 'inspeccion@empresa.es'];
const TABS = 5;
const RECONNECTION_MS = 5000;
const RECOVERY_MS = 10_000;
/**
 * Shorter than a deployment's (15 s, 35 s, 15 s) so the hung instance's test takes seconds: how often the hub
 * writes a heartbeat, how long the shell lets a stream stay silent, and how long it waits for an answer to begin.
 */
const HEARTBEAT_MS = 500;
const SILENCE_MS = 2000;
const ANSWER_DEADLINE_MS = 3000;
/** Silence, the hub's `retry:` (at most 2 s) and a timer's lateness. */
const HUNG_RECONNECTION_MS = SILENCE_MS + 2000 + 2000;

describe('a deployment of two API instances', { skip, timeout: 180_000 }, () => {
  const name = `portal_failover_${process.pid}`;
  const workDir = path.join(tmpdir(), `portal-failover-${process.pid}`);
  let databaseUrl;
  let environment;
  const instances = [];
  let shell;
  /** Every person's tabs: `{ person, feed }`. */
  const tabs = [];
  let ana;
  let task;

  before(async () => {
    await onServer(serverUrl, `CREATE DATABASE "${name}"`);
    databaseUrl = databaseUrlFor(serverUrl, name);
    environment = { ...instanceEnvironment({ databaseUrl, dataDir: workDir }), LIVE_FEED_HEARTBEAT_MS: String(HEARTBEAT_MS) };
    // Started together, as a deployment does: one migrates and loads the demo organisation while the other waits.
    const started = performance.now();
    const ports = [await freePort(), await freePort()];
    // Every instance that did start is kept for after(), even when another failed: a child left running would keep
    // this test process, and the whole pass, from ending.
    const starts = await Promise.allSettled(ports.map((port) => startApi({ port, environment, seed: 'demo' })));
    instances.push(...starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : [])));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    console.error(`# two instances ready in ${Math.round(performance.now() - started)} ms`);
    shell = await startShellServer({
      apiUrls: instances.map((one) => one.url),
      workDir: path.join(workDir, 'shell'),
      env: { LIVE_STREAM_SILENCE_MS: String(SILENCE_MS), API_TIMEOUT_MS: String(ANSWER_DEADLINE_MS) },
    });
    // One sign-in per person; their tabs share its cookies, as a browser's do.
    const people = await Promise.all(
      ACCOUNTS.map(async (email) => {
        const person = new Person(shell.url, email, ORIGIN);
        await person.signIn(PASSWORD);
        return person;
      }),
    );
    for (const person of people) for (let tab = 0; tab < TABS; tab += 1) tabs.push({ person, feed: person.openFeed() });
    ana = tabs[0].person;
    [task] = await onServer(
      databaseUrl,
      `SELECT k.id FROM tasks k JOIN teams t ON t.id = k.team_id WHERE t.name = 'Soporte' AND NOT k.deleted AND NOT k.store ORDER BY k.id LIMIT 1`,
    );
    assert.ok(task, 'Soporte has a task');
    assert.ok(await until(() => tabs.every(({ feed }) => feed.isOpen()), 10_000), 'every stream opened');
  });

  after(async () => {
    await stopWorkInProgress();
    for (const { feed } of tabs) feed.close();
    await stop([shell, ...instances]);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  });

  const lastUpdateId = () => lastLiveUpdatePosition(databaseUrl);

  /** What each account may receive after `afterId`, as the hub itself replays it to a stream resumed there. */
  async function expectedIds(afterId) {
    const replays = ACCOUNTS.map(async (email) => [email, await tabs.find((tab) => tab.person.email === email).person.replayAfter(afterId, 1500)]);
    return new Map(await Promise.all(replays));
  }

  /**
   * Waits until `deadline` (a `performance.now()` time) for every stream to have what its account may receive between the two ids,
   * then checks it got each of those once, in order, and nothing else; answers what was expected.
   */
  async function receivedExactlyOnce(startId, endId, deadline) {
    const expected = new Map([...(await expectedIds(startId))].map(([email, ids]) => [email, ids.filter((id) => id <= endId)]));
    const got = (feed) => feed.ids.slice(feed.fromIndex).map(Number).filter((id) => id <= endId);
    await until(() => tabs.every(({ person, feed }) => new Set(got(feed)).size >= expected.get(person.email).length), Math.max(deadline - performance.now(), 0));
    for (const { person, feed } of tabs) assert.deepEqual(got(feed), expected.get(person.email), `${person.email} got every update once`);
    return expected;
  }

  /**
   * Waits for every stream dropped since `since` to be open again, checks each came back within `withinMs` of it and
   * names the slowest; answers those tabs. `what` happened to their instance ('killed', 'hung').
   */
  async function streamsBackWithin(since, withinMs, what) {
    const droppedNow = () => tabs.filter(({ feed }) => feed.dropped.some((at) => at >= since));
    const cameBack = ({ feed }) => feed.opened.some((at) => at > Math.max(...feed.dropped));
    await until(() => droppedNow().length > 0 && droppedNow().every(cameBack), withinMs + 2000);
    const dropped = droppedNow();
    assert.ok(dropped.length > 0, `some streams were on the ${what} instance`);
    const backAfter = dropped.map(({ feed }) => (feed.opened.find((at) => at > since) ?? Number.POSITIVE_INFINITY) - since);
    console.error(`# ${dropped.length} streams on the ${what} instance back on the other within ${Math.round(Math.max(...backAfter))} ms`);
    dropped.forEach(({ person }, index) => {
      assert.ok(backAfter[index] <= withinMs, `${person.email}'s stream came back ${Math.round(backAfter[index])} ms after its instance was ${what}`);
    });
    return dropped;
  }

  /** Keeps renaming the task (a POST-like write, never retried) and reading boards until `stopped()`. */
  async function work(stopped) {
    let round = 0;
    while (!stopped()) {
      round += 1;
      await Promise.all([
        ana.call('task-rename', 'PATCH', `/api/tasks/${task.id}`, { name: `Tarea en curso ${round}` }),
        ...tabs.slice(0, 8).map(({ person }) => person.call('board', 'GET', `/api/appTasks?deleted=false&store=false`)),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the work a test started: by the test, or by after() when an assertion ended the test first. */
  let stopWorkInProgress = async () => {};
  function startWork() {
    let stopped = false;
    const working = work(() => stopped);
    stopWorkInProgress = async () => {
      stopped = true;
      await working;
    };
    return () => stopWorkInProgress();
  }

  const clockRunning = async () => {
    const { status, body } = await ana.call('active-tasks', 'GET', '/api/getActiveTasks');
    return status === 200 && body['hydra:member'].some((one) => one.id === task.id);
  };

  it('loses and doubles no update when an instance is killed, and answers no error beyond the requests in flight', async () => {
    const toggled = await ana.call('clock', 'PUT', `/api/task/${task.id}/timeWorking2`, { tzOffset: 0 });
    assert.equal(toggled.status, 200, JSON.stringify(toggled.body));
    assert.ok(await clockRunning(), 'the clock runs');
    const startId = await lastUpdateId();
    for (const { feed } of tabs) feed.fromIndex = feed.ids.length;
    for (const { person } of tabs) person.calls.length = 0;

    const stopWork = startWork();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const killedAt = performance.now();
    const killed = instances[0];
    killed.child.kill('SIGKILL');
    await killed.exited;
    // Until the process is gone it still takes requests: those sent before then were in flight at the kill.
    const diedAt = performance.now();
    // Every stream that was on the killed instance comes back within 5 s.
    await streamsBackWithin(killedAt, RECONNECTION_MS, 'killed');
    // Started again, it takes its share once more.
    instances[0] = await startApi({ port: killed.port, environment });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stopWork();
    const endId = await lastUpdateId();

    // Each stream got every update of its audience exactly once.
    const expected = await receivedExactlyOnce(startId, endId, performance.now() + RECONNECTION_MS);
    assert.ok(expected.get(ana.email).length > 10, 'the updates flowed');
    // Errors reach the browser only for requests in flight at the kill.
    const calls = tabs.flatMap(({ person }) => person.calls);
    const failed = calls.filter((call) => call.status === 0 || call.status >= 500);
    const afterKill = failed.filter((call) => call.startedAt > diedAt || call.endedAt < killedAt);
    assert.deepEqual(afterKill, [], 'no error beyond the requests in flight at the kill');
    assert.ok(calls.filter((call) => call.startedAt > killedAt).length > 20, 'requests went on after the kill');
    assert.ok(await clockRunning(), 'the clock still runs');
  });

  it('answers 503 while PostgreSQL is down and comes back by itself within 10 s of it', async () => {
    const board = () => ana.call('board', 'GET', '/api/appTasks?deleted=false&store=false');
    assert.equal((await board()).status, 200);
    const startId = await lastUpdateId();
    for (const { feed } of tabs) feed.fromIndex = feed.ids.length;

    postgresCluster('stop');
    let restarted = false;
    try {
      const down = await board();
      assert.equal(down.status, 503);
      assert.equal(down.body['@type'], 'hydra:Error');
      assert.match(down.body.error, /no está disponible/);
      const write = await ana.call('task-rename', 'PATCH', `/api/tasks/${task.id}`, { name: 'Mientras tanto' });
      assert.equal(write.status, 503);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      postgresCluster('start');
      restarted = true;
    } finally {
      if (!restarted) postgresCluster('start');
    }
    const upAt = performance.now();
    assert.ok(await until(async () => (await board()).status === 200, RECOVERY_MS, 200), 'the API answers again within 10 s');
    for (const instance of instances) assert.equal(instance.child.exitCode, null, 'no instance ended');

    // Streams dropped meanwhile resume after their last update; a change made now reaches every one of them.
    const renamed = await ana.call('task-rename', 'PATCH', `/api/tasks/${task.id}`, { name: 'Después de volver' });
    assert.equal(renamed.status, 200);
    const endId = await lastUpdateId();
    await receivedExactlyOnce(startId, endId, upAt + RECOVERY_MS);
    // A stream refused while the database was down is opened again by its token's renewal, which may be under way now.
    assert.ok(await until(() => tabs.every(({ feed }) => feed.isOpen()), Math.max(0, upAt + RECOVERY_MS - performance.now())), 'every stream is open again');
    assert.ok(await clockRunning(), 'the clock still runs');
  });

  it('moves the streams of an instance that hangs to the other within seconds, and answers every read', async () => {
    const startId = await lastUpdateId();
    for (const { feed } of tabs) feed.fromIndex = feed.ids.length;
    for (const { person } of tabs) person.calls.length = 0;
    const stopWork = startWork();
    // Longer than the silence the shell allows: a stream whose instance writes heartbeats is never taken for hung.
    const quietFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SILENCE_MS * 1.5));
    assert.deepEqual(
      tabs.filter(({ feed }) => feed.dropped.some((at) => at >= quietFrom)).map(({ person }) => person.email),
      [],
      'no stream dropped while both instances beat',
    );

    const hung = instances[0];
    const hungAt = performance.now();
    hung.child.kill('SIGSTOP');
    let resumed = false;
    try {
      for (const { person, feed } of await streamsBackWithin(hungAt, HUNG_RECONNECTION_MS, 'hung')) {
        assert.equal(feed.dropped.filter((at) => at >= hungAt).length, 1, `${person.email}'s stream came back on the instance that answers`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      hung.child.kill('SIGCONT');
      resumed = true;
    } finally {
      if (!resumed) hung.child.kill('SIGCONT');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stopWork();
    const endId = await lastUpdateId();

    await receivedExactlyOnce(startId, endId, performance.now() + RECONNECTION_MS);
    // A read the hung instance kept went to the other one; a write it kept got the 503 (it may still have done it).
    const calls = tabs.flatMap(({ person }) => person.calls);
    assert.deepEqual(
      calls.filter((call) => call.method === 'GET' && call.status !== 200),
      [],
      'every read was answered',
    );
    assert.ok(
      calls.every((call) => call.status === 200 || call.status === 503),
      'a write the hung instance kept gets the 503 of an instance away',
    );
    assert.ok(await clockRunning(), 'the clock still runs');
  });
});
