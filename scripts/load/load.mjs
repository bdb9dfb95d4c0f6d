/**
 * `pnpm run load`: a working morning on a deployment as production runs it. By default everything is on
 * loopback: PostgreSQL (the cluster of scripts/with-postgresql.sh) with the scale dataset, MailDev for the
 * reports, two API instances behind the shell's server, and simulated people (working-day.mjs) over
 * undici. `--url` with `--accounts` runs the same people against a staging deployment instead. Every run
 * is bounded in people and time and stops by itself; it exits non-zero on an error or a lost or doubled
 * update. See README.md, "Load test".
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { benchLine } from '../bench/report-line.mjs';
import {
  connectionsOf,
  databaseUrlFor,
  freePort,
  instanceEnvironment,
  lastLiveUpdatePosition,
  liveHeapMb,
  ORIGIN,
  onServer,
  overSocket,
  residentMb,
  root,
  startApi,
  startShellServer,
  stop,
} from './deployment.mjs';
import { agent, percentile, until } from './person.mjs';
import { Worker } from './working-day.mjs';

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    people: { type: 'string' },
    'max-people': { type: 'string', default: '2000' },
    'start-people': { type: 'string', default: '25' },
    'phase-seconds': { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '5000' },
    'p99-ms': { type: 'string', default: '250' },
    soak: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '10' },
    failover: { type: 'boolean', default: false },
    instances: { type: 'string', default: '2' },
    'pool-size': { type: 'string' },
    tcp: { type: 'boolean', default: false },
    'scale-users': { type: 'string', default: '5000' },
    'scale-days': { type: 'string', default: '30' },
    url: { type: 'string' },
    accounts: { type: 'string' },
    'max-minutes': { type: 'string', default: '30' },
  },
});
const number = (name) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const P99_MS = number('p99-ms');
const THINK_MS = number('think-ms');
const PHASE_MS = number('phase-seconds') * 1000;
const DEADLINE = performance.now() + number('max-minutes') * 60_000;
/**
 * Connections of each local instance (`DATABASE_POOL_SIZE`): unless told, the instances share about five per core
 * of the machine PostgreSQL runs on (README "Using a real PostgreSQL"); beyond that, statements only wait for each other there.
 */
const CONNECTIONS_PER_DATABASE_CORE = 5;
const POOL_SIZE = options['pool-size']
  ? number('pool-size')
  : Math.max(2, Math.ceil((CONNECTIONS_PER_DATABASE_CORE * availableParallelism()) / number('instances')));
const DEMO_PASSWORD = 'Portal2026!';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.error(`# ${line}`);
/** Whatever goes wrong makes the exit code non-zero; the run still prints its figures. */
const failures = [];

// ---- the deployment -------------------------------------------------------------------------------

const work = path.join(tmpdir(), `portal-load-${process.pid}`);
let deployment;

async function startLocal() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(serverUrl)) {
    throw new Error('the local run needs the loopback cluster of scripts/with-postgresql.sh (pnpm run load starts it)');
  }
  const name = 'portal_load';
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const databaseUrl = databaseUrlFor(serverUrl, name);
  // On one machine the instances reach PostgreSQL over its Unix socket, as such a deployment should (README, "Using a
  // real PostgreSQL"): each statement then costs the kernel less than over loopback TCP. `--tcp` measures the latter.
  const socketDir = options.tcp ? undefined : process.env.PG_SOCKET_DIR;
  const instancesDatabaseUrl = socketDir ? overSocket(databaseUrl, socketDir) : databaseUrl;
  const smtpPort = await freePort();
  const maildev = spawn(path.join(root, 'node_modules', '.bin', 'maildev'), ['--smtp', String(smtpPort), '--web', String(await freePort()), '--ip', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  });
  const environment = {
    ...instanceEnvironment({ databaseUrl: instancesDatabaseUrl, dataDir: work, runJobs: true }),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
  };
  const users = number('scale-users');
  const days = number('scale-days');
  log(`generating the scale dataset (${users} people, ${days} days of work) in PostgreSQL`);
  const started = performance.now();
  // The API's own `seed:scale` script (`tsx <file>`), run as its server is.
  const seedScript = JSON.parse(readFileSync(path.join(root, 'api', 'package.json'), 'utf8')).scripts['seed:scale'].replace(/^tsx\s+/, '');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', seedScript, '--users', String(users), '--days', String(days)], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seed:scale exited with ${seeded.status}`);
  console.log(`load-dataset-generation-s: ${((performance.now() - started) / 1000).toFixed(1)} s (${users} people, ${days} days)`);
  const ports = await Promise.all(Array.from({ length: number('instances') }, () => freePort()));
  // The soak reads each process's live heap through an inspector on loopback (see liveHeapMb).
  const inspectPort = async () => (options.soak ? freePort() : undefined);
  const instances = await Promise.all(ports.map(async (port) => startApi({ port, environment, inspectPort: await inspectPort() })));
  const shell = await startShellServer({ apiUrls: instances.map((one) => one.url), workDir: path.join(work, 'shell'), inspectPort: await inspectPort() });
  log(`${instances.length} API instance(s) behind the shell's server, each with up to ${POOL_SIZE} PostgreSQL connections over ${socketDir ? 'its Unix socket' : 'loopback TCP'}`);
  // The people of the scale organisation, team by team (the first of each team manages it, some run a department).
  const rows = await onServer(databaseUrl, `SELECT email FROM users WHERE email ~ '\\.[0-9]+@empresa\\.es$' AND NOT deleted ORDER BY id LIMIT $1`, [number('max-people')]);
  const accounts = [{ email: 'admin@empresa.es', password: DEMO_PASSWORD }, ...rows.map(({ email }) => ({ email, password: DEMO_PASSWORD }))];
  return { baseUrl: shell.url, origin: ORIGIN, accounts, instances, shell, environment, serverUrl, databaseUrl, name, maildev };
}

function startRemote() {
  if (!options.accounts) throw new Error('--url needs --accounts FILE: a JSON list of { "email", "password" }, the first an admin');
  const accounts = JSON.parse(readFileSync(options.accounts, 'utf8'));
  log(`running against ${options.url} with ${accounts.length} accounts`);
  return { baseUrl: options.url.replace(/\/+$/, ''), origin: new URL(options.url).origin, accounts, instances: [] };
}

async function stopDeployment() {
  if (!deployment) return;
  await stop([deployment.shell, ...deployment.instances]);
  deployment.maildev?.kill();
  if (deployment.serverUrl) await onServer(deployment.serverUrl, `DROP DATABASE IF EXISTS "${deployment.name}" WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

// ---- the people ---------------------------------------------------------------------------------

const workers = [];
/** Live-update delays (ms) from a message's write to each stream it reached. */
let delays = [];
/** When each message was sent, by its IRI; arrivals of those not answered yet wait in `early`. */
const sentAt = new Map();
const early = new Map();

function onUpdate(worker, _id, data) {
  if (!data.includes('"TaskMessage"')) return;
  let iri;
  try {
    iri = JSON.parse(data)['@id'];
  } catch {
    return;
  }
  // A message's later updates (read by someone, say) name it again: only its first arrival on a stream is its delay.
  worker.messagesSeen ??= new Set();
  if (worker.messagesSeen.has(iri)) return;
  worker.messagesSeen.add(iri);
  const at = sentAt.get(iri);
  if (at !== undefined) noteDelay(worker, performance.now() - at);
  else early.set(iri, [...(early.get(iri) ?? []), performance.now()]);
}

/**
 * A delivery later than LATE_MS is kept with what tells its cause: how long before it the person's stream last
 * (re)opened (a stream resumed after its last update gets what it missed then, not when it happened).
 */
const LATE_MS = 5000;
let late = [];
function noteDelay(worker, ms) {
  delays.push(ms);
  if (ms > LATE_MS) late.push({ email: worker.person.email, ms, sinceOpen: performance.now() - (worker.feed?.opened.at(-1) ?? 0) });
}

function onSent(iri, at) {
  sentAt.set(iri, at);
  for (const arrived of early.get(iri) ?? []) delays.push(arrived - at);
  early.delete(iri);
}

/** Brings the number of people at work to `count`, a few sign-ins at a time (a sign-in hashes a password). */
async function growTo(count) {
  const joining = [];
  while (workers.length < Math.min(count, deployment.accounts.length)) {
    const account = deployment.accounts[workers.length];
    const worker = new Worker({ baseUrl: deployment.baseUrl, origin: deployment.origin, ...account, thinkMs: THINK_MS, onUpdate, onSent });
    workers.push(worker);
    joining.push(worker);
  }
  for (let at = 0; at < joining.length; at += 4) {
    await Promise.all(
      joining.slice(at, at + 4).map(async (worker) => {
        await worker.join();
        worker.working = worker.work();
      }),
    );
  }
  if (workers.length < count) log(`only ${workers.length} accounts: the run goes on with them`);
}

// ---- the figures --------------------------------------------------------------------------------

const callsBetween = (from, to) => workers.flatMap((worker) => worker.person.calls.filter((call) => call.startedAt >= from && call.startedAt < to && call.endedAt > 0));
/** No answer, or a server error. A refusal (4xx) is the answer people would get too, e.g. two managers deciding one request: counted apart. */
const isError = (call) => call.status === 0 || call.status >= 500;

const processesByName = () =>
  deployment.instances.length ? [...deployment.instances.map((one, index) => [`api-${index + 1}`, one]), ['shell', deployment.shell]] : [];

function memory() {
  return Object.fromEntries(processesByName().map(([name, one]) => [name, residentMb(one.child.pid)]));
}

/** Each process's live heap after a full collection, in MB (processes started with an inspector only). */
async function liveHeaps() {
  const inspected = processesByName().filter(([, one]) => one.inspectPort);
  return Object.fromEntries(await Promise.all(inspected.map(async ([name, one]) => [name, await liveHeapMb(one.inspectPort)])));
}

async function databaseFigures() {
  if (!deployment.databaseUrl) return {};
  const connections = await connectionsOf(deployment.serverUrl, deployment.name);
  const [jobs] = await onServer(deployment.databaseUrl, `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'running')::int AS running FROM jobs`);
  return { connections, jobs };
}

/** How long a request took, from its start to its whole answer. */
const timeOf = (call) => call.endedAt - call.startedAt;

/**
 * Measures the people at work for `ms`; answers per-kind percentiles, throughput, errors and delays. `atEnd`: readings
 * taken as the window closes (its answer is the result's `atEnd`), before the figures are worked out: that work holds
 * this process's event loop for a while, and meanwhile every open stream's updates wait in the shell's buffers.
 */
async function measure(label, ms, { atEnd = async () => undefined } = {}) {
  const from = performance.now();
  delays = [];
  late = [];
  const memoryAtStart = memory();
  const memoryEachMinute = [memoryAtStart];
  const minutes = setInterval(() => memoryEachMinute.push(memory()), 60_000);
  let peakConnections = 0;
  // The simulated people's own pauses would show as slow requests: their event loop's delay is printed beside them.
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const sampler = setInterval(async () => {
    const figures = await databaseFigures().catch(() => ({}));
    const inUse = Object.values(figures.connections ?? {}).reduce((sum, n) => sum + n, 0);
    peakConnections = Math.max(peakConnections, inUse);
  }, 1000);
  await sleep(ms);
  clearInterval(sampler);
  clearInterval(minutes);
  ownLoop.disable();
  const to = performance.now();
  const memoryAtEnd = memory();
  const endReadings = await atEnd();
  const calls = callsBetween(from, to);
  const kinds = new Map();
  for (const call of calls) {
    if (!kinds.has(call.kind)) kinds.set(call.kind, []);
    kinds.get(call.kind).push(timeOf(call));
  }
  const perKind = [...kinds].map(([kind, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return { kind, count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
  });
  const sortedDelays = [...delays].sort((a, b) => a - b);
  const result = {
    label,
    people: workers.length,
    seconds: (to - from) / 1000,
    requestsPerSecond: calls.length / ((to - from) / 1000),
    perKind: perKind.sort((a, b) => a.kind.localeCompare(b.kind)),
    errors: calls.filter(isError),
    refusals: calls.filter((call) => call.status >= 400 && call.status < 500),
    delayP50: percentile(sortedDelays, 0.5),
    delayP99: percentile(sortedDelays, 0.99),
    // When the slowest requests of every kind started at the same moment, something stalled them all at once.
    slowest: [...calls].sort((a, b) => timeOf(b) - timeOf(a)).slice(0, SLOWEST_SHOWN).map((call) => ({ kind: call.kind, at: (call.startedAt - from) / 1000, ms: timeOf(call) })),
    ownLoopP99: ownLoop.percentile(99) / 1e6,
    ownLoopMax: ownLoop.max / 1e6,
    deliveries: sortedDelays.length,
    late,
    memoryAtStart,
    memoryEachMinute,
    memoryAtEnd,
    atEnd: endReadings,
    peakConnections,
    database: await databaseFigures().catch(() => ({})),
  };
  report(result);
  return result;
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function report(result) {
  console.log(`\n== ${result.label}: ${result.people} people for ${fixed(result.seconds)} s (think time ${THINK_MS} ms)`);
  const refused = [...new Set(result.refusals.map((call) => `${call.kind} ${call.status}`))].join(', ');
  console.log(`requests: ${fixed(result.requestsPerSecond, 1)} per second; errors: ${result.errors.length}; refusals: ${result.refusals.length}${refused ? ` (${refused})` : ''}`);
  console.log('kind                   count    p50 ms   p95 ms   p99 ms');
  for (const one of result.perKind) {
    const decides = one.count >= P99_SAMPLES ? '' : '  (too few to decide)';
    console.log(`${one.kind.padEnd(20)} ${String(one.count).padStart(7)} ${fixed(one.p50).padStart(9)} ${fixed(one.p95).padStart(8)} ${fixed(one.p99).padStart(8)}${decides}`);
  }
  console.log(`live-update delay, write to each stream: p50 ${fixed(result.delayP50)} ms, p99 ${fixed(result.delayP99)} ms (${result.deliveries} deliveries)`);
  console.log(`slowest requests (kind, start in the phase, time): ${result.slowest.map((one) => `${one.kind} +${fixed(one.at, 1)} s ${fixed(one.ms)} ms`).join('; ')}`);
  console.log(`the simulated people's own event-loop delay: p99 ${fixed(result.ownLoopP99)} ms, at most ${fixed(result.ownLoopMax)} ms`);
  if (result.late.length) {
    const streams = new Set(result.late.map((one) => one.email)).size;
    const [first] = result.late;
    console.log(
      `late deliveries (over ${LATE_MS / 1000} s): ${result.late.length} on ${streams} streams; e.g. ${first.email} ${fixed(first.ms)} ms after the write, ${fixed(first.sinceOpen)} ms after its stream last opened`,
    );
  }
  for (const [name, mb] of Object.entries(result.memoryAtEnd)) {
    const eachMinute = result.memoryEachMinute.length > 2 ? ` (each minute: ${result.memoryEachMinute.map((sample) => fixed(sample[name])).join(', ')})` : '';
    console.log(`memory ${name}: ${fixed(result.memoryAtStart[name])} MB at start, ${fixed(mb)} MB at end${eachMinute}`);
  }
  if (result.database.connections) {
    console.log(`PostgreSQL connections: ${result.peakConnections} at most, now ${JSON.stringify(result.database.connections)}; jobs ${JSON.stringify(result.database.jobs)}`);
  }
  const firstOfEach = (calls) => [...new Map(calls.map((call) => [`${call.kind} ${call.status}`, call])).values()];
  for (const call of firstOfEach(result.errors)) console.log(`error: ${call.method} ${call.path} → ${call.status || call.error} ${call.detail ?? ''}`);
  for (const call of firstOfEach(result.refusals)) console.log(`refusal: ${call.method} ${call.path} → ${call.status} ${call.detail?.slice(0, 160) ?? ''}`);
}

/** How many of a phase's slowest requests are named, with when they started. */
const SLOWEST_SHOWN = 8;

/**
 * A kind's p99 decides once the phase has at least this many of its requests: below that it is the slowest one alone,
 * and a single pause of the machine would decide. When no kind has that many, they all decide.
 */
const P99_SAMPLES = 30;
const SOAK_WARM_UP_MS = 120_000;
const WARM_UP_REPORTS = 6;
const slowestP99 = (result) => {
  const kinds = result.perKind.filter((one) => one.kind !== 'login');
  const counted = kinds.some((one) => one.count >= P99_SAMPLES) ? kinds.filter((one) => one.count >= P99_SAMPLES) : kinds;
  return Math.max(...counted.map((one) => one.p99));
};
const holds = (result) => result.errors.length === 0 && slowestP99(result) < P99_MS;

// ---- the checks ---------------------------------------------------------------------------------

/**
 * Every person's stream got each update of their audience once, in feed order: compared with a replay the hub makes
 * from the stored updates after `startPosition`.
 */
async function checkEveryUpdateOnce(startPosition) {
  if (!deployment.databaseUrl) {
    const doubled = workers.filter(({ feed }) => new Set(feed.ids).size !== feed.ids.length);
    if (doubled.length) failures.push(`${doubled.length} streams got an update twice`);
    return;
  }
  await sleep(2000);
  const endPosition = await lastUpdateId();
  const counts = { lost: 0, doubled: 0, disordered: 0 };
  let example = '';
  for (let at = 0; at < workers.length; at += 10) {
    await Promise.all(
      workers.slice(at, at + 10).map(async ({ person, feed }) => {
        const expected = (await person.replayAfter(startPosition, 2000)).filter((position) => position <= endPosition);
        const got = feed.ids.map(Number).filter((position) => position > startPosition && position <= endPosition);
        const gotSet = new Set(got);
        const expectedSet = new Set(expected);
        if (gotSet.size !== got.length) counts.doubled += 1;
        if (got.some((position, index) => index > 0 && position <= got[index - 1])) counts.disordered += 1;
        const missed = expected.filter((position) => !gotSet.has(position));
        const extra = got.filter((position) => !expectedSet.has(position));
        if (missed.length || extra.length) {
          counts.lost += 1;
          example ||= `e.g. ${person.email}: missed ${missed.slice(0, 5).join(', ') || 'none'}; not in the replay ${extra.slice(0, 5).join(', ') || 'none'}`;
        }
      }),
    );
  }
  console.log(
    `live updates: ${workers.length} streams checked against the stored updates (positions ${startPosition + 1}–${endPosition}); ` +
      `${counts.lost} missed or had extra ones, ${counts.doubled} got one twice, ${counts.disordered} got them out of order ${example}`,
  );
  if (counts.lost) failures.push(`${counts.lost} streams missed updates`);
  if (counts.doubled) failures.push(`${counts.doubled} streams got an update twice`);
  if (counts.disordered) failures.push(`${counts.disordered} streams got updates out of order`);
}

const lastUpdateId = async () => (deployment.databaseUrl ? lastLiveUpdatePosition(deployment.databaseUrl) : 0);

// ---- the runs -----------------------------------------------------------------------------------

/** Sends the last people home until `count` are left at work. */
async function shrinkTo(count) {
  const leaving = workers.splice(count);
  for (const worker of leaving) {
    worker.stop();
    worker.feed?.close();
  }
  await Promise.all(leaving.map((worker) => worker.working));
}

/** Past this crowd the search grows by a quarter instead of doubling. */
const GENTLE_FROM = 400;
const grownFrom = (people) => (people < GENTLE_FROM ? people * 2 : Math.round(people * 1.25));

/**
 * After a warm-up phase, grows the crowd (doubling it up to GENTLE_FROM people, by a quarter beyond: a doubled
 * crowd past the machine's reach cannot even sign in) until p99 of some kind of request reaches the limit (or an
 * error occurs), then halves the gap between the largest crowd that held and the smallest that did not, to within
 * 10 %; answers the largest that held. Each crowd is measured for --phase-seconds once its people are signed in.
 */
async function search() {
  let held = 0;
  let failed = Number.POSITIVE_INFINITY;
  let people = Math.min(number('start-people'), deployment.accounts.length);
  const max = Math.min(number('max-people'), deployment.accounts.length);
  // The instances' first reads (plans, caches, JIT) are not a working morning: one phase runs before any is counted.
  await growTo(people);
  await measure(`warm-up at ${workers.length} people (not counted)`, PHASE_MS);
  while (people >= 1 && people <= max && performance.now() + PHASE_MS * 2 < DEADLINE) {
    if (people < workers.length) await shrinkTo(people);
    else await growTo(people);
    const result = await measure(`search at ${workers.length} people`, PHASE_MS);
    if (holds(result)) held = Math.max(held, people);
    else failed = Math.min(failed, people);
    const next = failed === Number.POSITIVE_INFINITY ? Math.min(grownFrom(people), max) : held ? Math.floor((held + failed) / 2) : Math.floor(people / 2);
    if (next === people || failed - held <= Math.max(1, held * 0.1)) break;
    people = next;
  }
  console.log(benchLine({ name: 'load-people-at-p99-250ms', value: held, unit: 'people', budget: 1000, better: 'higher', digits: 0 }));
  return held;
}

async function failover() {
  const [victim] = deployment.instances;
  if (!victim) throw new Error('--failover needs the local deployment');
  await sleep(PHASE_MS / 3);
  const killedAt = performance.now();
  log(`killing API instance 1 (pid ${victim.child.pid})`);
  victim.child.kill('SIGKILL');
  await victim.exited;
  const dropped = () => workers.filter(({ feed }) => feed.dropped.some((at) => at >= killedAt));
  await until(() => dropped().length > 0 && dropped().every(({ feed }) => feed.opened.some((at) => at > killedAt)), 10_000);
  const backAfter = dropped()
    .map(({ feed }) => (feed.opened.find((at) => at > killedAt) ?? Number.POSITIVE_INFINITY) - killedAt)
    .sort((a, b) => a - b);
  const late = backAfter.filter((ms) => !(ms <= 5000));
  console.log(
    `failover: ${dropped().length} streams were on the killed instance; back after p50 ${fixed(percentile(backAfter, 0.5))} ms, at most ${fixed(backAfter.at(-1))} ms; ${late.length} took longer than 5 s`,
  );
  if (late.length) failures.push(`${late.length} streams took longer than 5 s to come back`);
  deployment.instances[0] = await startApi({ port: victim.port, environment: deployment.environment });
  log('API instance 1 started again');
  return killedAt;
}

/** Once every stream is open: the id after which each must get everything of its audience. */
async function everyFeedOpen() {
  await until(() => workers.every(({ feed }) => feed.isOpen()), 30_000);
  return lastUpdateId();
}

async function main() {
  deployment = options.url ? startRemote() : await startLocal();
  let result;
  let startPosition = 0;
  if (options.soak) {
    await growTo(number('people'));
    // Warmed up first, memory is compared from there: the instances' first minutes fill V8's compiled code and their
    // kept answers, which is not growth that goes on (the per-minute figures printed below show where it levels off).
    // An instance loads its spreadsheet writer with the first report it builds, a step of about 10 MB of heap, and
    // reports are rare: a few asked now make that part of the warm-up on every instance.
    const admin = workers.find((worker) => worker.isAdmin);
    for (let report = 0; report < WARM_UP_REPORTS && admin; report += 1) {
      await admin.askReport();
      await sleep(2000);
    }
    await sleep(SOAK_WARM_UP_MS);
    startPosition = await everyFeedOpen();
    const minutes = number('soak-minutes');
    const soakFrom = performance.now();
    // Resident memory is read as the measure starts, before the full collection the live heap's reading makes.
    // The last reading is taken as the window closes, not after its figures (see `measure`).
    let minutely;
    const closing = async () => {
      clearInterval(minutely);
      return liveHeaps();
    };
    const measuring = measure(`soak, ${minutes} minutes`, Math.min(minutes * 60_000, DEADLINE - performance.now() - 60_000), { atEnd: closing });
    const heapsAtStart = await liveHeaps();
    const heapsEachMinute = [heapsAtStart];
    minutely = setInterval(async () => heapsEachMinute.push(await liveHeaps()), 60_000);
    result = await measuring;
    const heapsAtEnd = result.atEnd;
    for (const name of Object.keys(heapsAtEnd)) {
      console.log(`live heap ${name}, each minute: ${[...heapsEachMinute, heapsAtEnd].map((heaps) => fixed(heaps[name])).join(', ')} MB`);
    }
    // A p99 that climbs from the first minute to the last is a queue or a leak building up.
    const p99Between = (from, to) => percentile(callsBetween(from, to).filter((call) => call.kind !== 'login').map(timeOf).sort((a, b) => a - b), 0.99);
    const soakTo = soakFrom + result.seconds * 1000;
    console.log(`p99 of every kind together: ${fixed(p99Between(soakFrom, soakFrom + 60_000))} ms in the first minute, ${fixed(p99Between(soakTo - 60_000, soakTo))} ms in the last`);
    const growths = [
      ['memory', result.memoryAtStart, result.memoryAtEnd],
      ['live heap', heapsAtStart, heapsAtEnd],
    ];
    for (const [measured, atStart, atEnd] of growths) {
      for (const [name, mb] of Object.entries(atEnd)) {
        const growth = (mb - atStart[name]) / atStart[name];
        console.log(`${measured} growth ${name}: ${fixed(atStart[name])} → ${fixed(mb)} MB, ${fixed(growth * 100, 1)} %`);
        if (!(growth < 0.1)) failures.push(`${name}'s ${measured} grew ${fixed(growth * 100, 1)} % in the soak`);
      }
    }
    const refusedOrDropped = workers.filter(({ feed }) => feed.refused > 0 || feed.dropped.length > 0).length;
    console.log(`streams dropped during the soak: ${refusedOrDropped}`);
    if (refusedOrDropped) failures.push(`${refusedOrDropped} streams were dropped`);
    if ((result.database.jobs?.queued ?? 0) > 50) failures.push(`${result.database.jobs.queued} jobs wait in the queue`);
  } else if (options.people) {
    await growTo(number('people'));
    startPosition = await everyFeedOpen();
    const measuring = measure(`${number('people')} people${options.failover ? ', one API instance killed and started again' : ''}`, PHASE_MS);
    const killedAt = options.failover ? await failover() : undefined;
    result = await measuring;
    if (killedAt !== undefined) {
      result.errors = result.errors.filter((call) => !(call.status === 0 || call.status >= 500) || call.startedAt > killedAt || call.endedAt < killedAt);
      console.log(`errors beyond the requests in flight at the kill: ${result.errors.length}`);
    }
  } else {
    await search();
  }
  for (const worker of workers) worker.stop();
  await Promise.all(workers.map((worker) => worker.working));
  if (result?.errors.length) failures.push(`${result.errors.length} requests failed`);
  if (options.people || options.soak) await checkEveryUpdateOnce(startPosition);
}

/** Stops what the run started (instances, the shell's server, MailDev, its database) and exits with `code`. */
function stopAndExit(code) {
  for (const worker of workers) worker.feed?.close();
  stopDeployment().finally(() => process.exit(code));
}
const bound = setTimeout(() => {
  failures.push('the run reached --max-minutes');
  log('time is up: stopping');
  stopAndExit(1);
}, DEADLINE - performance.now());
bound.unref();
// Interrupted (Ctrl-C, a kill), it leaves no instance behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    stopAndExit(130);
  });
}

try {
  await main();
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  for (const worker of workers) worker.feed?.close();
  await stopDeployment().catch(() => undefined);
  await agent.close().catch(() => undefined);
}
for (const failure of failures) console.log(`FAILED: ${failure}`);
process.exit(failures.length ? 1 : 0);
