/**
 * `pnpm --filter ./api bench` (part of the root `pnpm run bench`): on the
 * scale database, the real API and a Fastify hello-world each run in their
 * own process on ports 3901/3902 (clear of the portal's), and autocannon
 * loads each endpoint with 20 connections, logged in as the manager of the
 * first scale department (500 people, 50 teams). Prints one line per figure.
 * The API inherits the environment: `RESPONSE_CACHE=0` measures it without
 * kept answers.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { copyOfScaleDatabase, scaleSeedRecord } from './scale-database.ts';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = 3901;
const HELLO_PORT = 3902;
const ORIGIN = 'http://127.0.0.1:8080';
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const P99_BUDGET_MS = 50;
// What Chromium sends with every request, so answers travel as the portal's screens receive them.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const VS_HELLO_BUDGET_PERCENT = 8;
const AFTER_CHANGE_ROUNDS = 15;

/** Starts a child process and resolves once it prints `ready` on stdout. */
function startProcess(args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function login(email) {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ username: email, password: 'Portal2026!' }),
  });
  const cookie = response.headers.getSetCookie().find((one) => one.startsWith('BEARER='));
  if (!response.ok || !cookie) throw new Error(`login of ${email} failed: ${response.status}`);
  return cookie.split(';')[0];
}

/**
 * Requests per second that answered 2xx, the p99 latency, and what failed,
 * after a one-second warm-up. `drain` then waits until the server has
 * answered everything still queued, so one endpoint's backlog never counts against the next.
 */
async function load(url, headers = {}, drain = async () => undefined) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  await drain();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  await drain();
  const ok = result.requests.total - result.non2xx - result.errors - result.timeouts;
  return { rps: Math.max(0, ok) / SECONDS, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts, total: result.requests.total };
}

/** Sends a write through the API as the logged-in manager; it must succeed. */
async function write(method, path, body, cookie, type = 'application/json') {
  const response = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method,
    headers: { cookie, origin: ORIGIN, 'content-type': type },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/**
 * What a request costs when its kept answer is gone: `change` is made first
 * (a write that ends it), then one GET is timed, one at a time; the median.
 */
async function afterChange(url, headers, change) {
  const times = [];
  for (let round = 0; round < AFTER_CHANGE_ROUNDS; round += 1) {
    await change(round);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const { dataDir, remove } = await copyOfScaleDatabase();
const info = await scaleSeedRecord(dataDir);
const hello = await startProcess(['bench/hello-server.mjs'], { PORT: String(HELLO_PORT) }, 'listening');
// Outside demo mode the API starts only with its keys given.
const keys = Object.fromEntries(['JWT_SECRET', 'MERCURE_JWT_SECRET', 'INBOX_SECRET_KEY'].map((name) => [name, randomBytes(48).toString('base64')]));
const api = await startProcess(['--import', 'tsx', 'src/server.ts'], { PORT: String(API_PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED: '0', LOG: '0', ...keys }, 'API listening');
try {
  const cookie = await login(info.manager);
  const managerId = info.user + 1;
  const notificationsUrl = `/api/notifications?deleted=false&user=${managerId}&page=1`;
  const notices = await (await fetch(`http://127.0.0.1:${API_PORT}${notificationsUrl}`, { headers: { cookie } })).json();
  const notice = notices['hydra:member'][0]?.id;
  if (!notice) throw new Error('the manager has no notification');
  const boardUrl = `/api/appTasks?team=${info.boardTeam}&deleted=false&store=false`;
  const boardTask = (await (await fetch(`http://127.0.0.1:${API_PORT}${boardUrl}`, { headers: { cookie } })).json())['hydra:member'][0]?.id;
  if (!boardTask) throw new Error('the board has no task');
  // A task of the board changes (work), or one of the manager's notifications does.
  const changeTask = (round) => write('PATCH', `/api/tasks/${boardTask}`, { progress: round % 100 }, cookie, 'application/merge-patch+json');
  const changeNotice = (round) => write('PUT', `/api/notifications/${notice}`, { seen: round % 2 === 0 }, cookie);
  const endpoints = [
    ['appTasks', boardUrl, changeTask],
    ['users-search', '/api/users?search=garc&summary=1&page=1&itemsPerPage=10', changeTask],
    ['work_time_histories', `/api/work_time_histories?task=${info.task + 1}`, changeTask],
    ['notifications', notificationsUrl, changeNotice],
  ];
  const reference = await load(`http://127.0.0.1:${HELLO_PORT}/`);
  printBenchLines([{ name: 'api-hello-world-rps', value: reference.rps, unit: 'req/s' }]);
  for (const [name, url, change] of endpoints) {
    // One more request on the database after the load: it is answered once the queue ahead of it is.
    const drain = () => fetch(`http://127.0.0.1:${API_PORT}/api/task_statuses`, { headers: { cookie } }).then((response) => response.arrayBuffer());
    const figures = await load(`http://127.0.0.1:${API_PORT}${url}`, { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING }, drain);
    printBenchLines([
      { name: `api-${name}-rps`, value: figures.rps, unit: 'req/s' },
      { name: `api-${name}-p99`, value: figures.p99, unit: 'ms', budget: P99_BUDGET_MS, better: 'lower' },
      { name: `api-${name}-vs-hello`, value: (100 * figures.rps) / reference.rps, unit: '%', budget: VS_HELLO_BUDGET_PERCENT, better: 'higher' },
    ]);
    const rebuilt = await afterChange(`http://127.0.0.1:${API_PORT}${url}`, { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING }, change);
    printBenchLines([{ name: `api-${name}-after-change-ms`, value: rebuilt, unit: 'ms' }]);
    if (figures.failed > 0) console.log(`api-${name}: FAILED ${figures.failed} of ${figures.total} requests answered non-2xx or errored (GET ${url})`);
    else if (figures.total === 0) console.log(`api-${name}: FAILED no answer within ${SECONDS} s (GET ${url})`);
  }
} finally {
  await Promise.all([stop(api), stop(hello)]);
  await remove();
}
