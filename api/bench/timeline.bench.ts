/**
 * `api-timeline-p99-ms`: GET /api/timeline/{date}/{department} on the scale
 * dataset (scale-database.ts) for a department of 500 people on the busiest
 * day, over real HTTP on a port of its own (3951), as an admin. Requests go
 * one at a time (a latency budget: none waits behind another on PGlite's one
 * connection), after the freshly started server has gone quiet and a warm-up.
 * Also prints the CPU time per request and the gzipped size of the body.
 * `TIMELINE_BENCH_EXPLAIN=1` prints the plan.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import sql from 'sql-template-tag';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/core/db/seed/demo-accounts.ts';
import { benchConfig, copyOfScaleDatabase } from './scale-database.ts';

const PORT = Number(process.env.TIMELINE_BENCH_PORT ?? 3951);
const ORIGIN = 'http://127.0.0.1:8080';
const WARM_UP = 10;
// 200 samples: the p99 is the third slowest, so one hiccup of the machine does not make it.
const SAMPLES = 200;

/** Waits (at most 15 s) until this process has spent under 5 % of a core for half a second: start-up work is over. */
async function untilQuiet(): Promise<void> {
  for (let tries = 0; tries < 30; tries += 1) {
    const before = process.cpuUsage();
    await sleep(500);
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < 25) return;
  }
}

const { dataDir, remove } = await copyOfScaleDatabase();
const config = benchConfig(dataDir, { appOrigins: [ORIGIN], seed: 'none' });
const prepared = await prepareDatabase(config);
const { db } = prepared;
const app = await buildApp(config, prepared);
try {
  const [target] = await db.query<{ department: number; people: number; day: string; histories: number }>(
    sql`WITH department AS (
          SELECT t.department_id AS id, count(DISTINCT ut.user_id)::int AS people FROM teams t JOIN user_teams ut ON ut.team_id = t.id
          GROUP BY t.department_id HAVING count(DISTINCT ut.user_id) >= 500 ORDER BY t.department_id LIMIT 1),
        busiest AS (
          SELECT (h.started_at AT TIME ZONE 'Europe/Madrid')::date::text AS day, count(*)::int AS histories FROM work_time_histories h
          GROUP BY 1 ORDER BY 2 DESC LIMIT 1)
        SELECT department.id AS department, department.people, busiest.day, busiest.histories FROM department, busiest`,
  );
  if (!target) throw new Error('the scale dataset has no department of 500 people');
  const [total] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM work_time_histories');
  console.error(`# timeline api: department ${target.department} (${target.people} people) on ${target.day} (${target.histories} histories that day, ${total?.count} in all)`);

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ username: 'admin@empresa.es', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.getSetCookie().find((one) => one.startsWith('BEARER=')) ?? '').split(';')[0] ?? '';
  const url = `${base}/api/timeline/${target.day}/${target.department}`;
  await untilQuiet();
  const loadBefore = os.loadavg()[0] ?? 0;
  console.error(
    `# timeline api: ${SAMPLES} GETs one at a time after ${WARM_UP} of warm-up, client in the same process, wall time from send to the whole body; load average ${loadBefore.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  const times: number[] = [];
  let body = '';
  let cpuStart = process.cpuUsage();
  for (let request = 0; request < WARM_UP + SAMPLES; request += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    body = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${body.slice(0, 200)}`);
    if (request >= WARM_UP) times.push(performance.now() - start);
    if (request === WARM_UP - 1) cpuStart = process.cpuUsage();
  }
  // The server and the client share this process: CPU time per request bounds what the server spends, whatever else the machine runs.
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / SAMPLES;
  const people = JSON.parse(body) as { tasks: unknown[]; subtasks: unknown[] }[];
  if (people.length < 500 || !people.some((person) => person.tasks.length > 0)) throw new Error(`expected 500 people with work, got ${people.length}`);
  if (process.env.TIMELINE_BENCH_EXPLAIN === '1') {
    const plan = await app.timeline.explain({ id: 1, email: 'admin@empresa.es', roles: ['ROLE_USER', 'ROLE_ADMIN'], timezone: 'Europe/Madrid', tokenVersion: 0 }, {
      date: target.day,
      departmentId: target.department,
      deleted: false,
    });
    console.error(plan);
  }
  times.sort((a, b) => a - b);
  const p99 = times[Math.ceil(0.99 * times.length) - 1] ?? Number.NaN;
  console.error(
    `# timeline api: median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms, body ${(body.length / 1024).toFixed(0)} KiB raw; load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
  );
  printBenchLines([
    { name: 'api-timeline-p99-ms', value: p99, unit: 'ms', budget: 300, better: 'lower' },
    { name: 'api-timeline-cpu-ms-per-request', value: cpuPerRequest, unit: 'ms' },
    { name: 'api-timeline-body-gzip-kib', value: gzipSync(body).length / 1024, unit: 'KiB', budget: 1024, better: 'lower' },
  ]);
} finally {
  // Closing the app closes its database too.
  await app.close();
  await remove();
}
