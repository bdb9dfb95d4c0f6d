/**
 * Benchmark of the heaviest report: a 31-day team report of a 50-person team.
 * Prints `report-team-31d-seconds` (budget 5 s) and `report-team-31d-peak-mb`
 * (budget 200 MB: how much the resident memory of a process that has just
 * opened the database grows, at its peak, while it builds the workbook).
 *
 * Until the scale dataset generator (`seed:scale`) is in this branch, the data
 * is generated here with set-based SQL: the 50-person team with 8 work periods
 * per person per day over 31 days (a fifth of them on subtasks), plus 250,000
 * periods of 1,000 other users so the queries have to pick the team's rows.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
// @ts-expect-error: plain ES module without types, shared by every benchmark of the workspace.
import { printBenchLines } from '../../scripts/bench/report-line.mjs';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-report-'));
const { db } = await prepareDatabase({ ...configFromEnv({}), dataDir, filesDir: path.join(dataDir, 'files'), logger: false });

try {
  await db.exec(`
    CREATE TEMP TABLE bench_users AS
      WITH created AS (
        INSERT INTO users (email, name, password_hash)
        SELECT 'bench.' || n || '@empresa.es', 'Persona ' || lpad(n::text, 4, '0'), 'x' FROM generate_series(1, 1050) n
        RETURNING id, email)
      SELECT id, (split_part(split_part(email, '@', 1), '.', 2))::int AS n FROM created;
    INSERT INTO teams (name, department_id, user_id)
      SELECT 'Equipo Benchmark', (SELECT min(id) FROM departments), id FROM bench_users WHERE n = 1;
    INSERT INTO teams (name, department_id, user_id)
      SELECT 'Otro Benchmark', (SELECT min(id) FROM departments), id FROM bench_users WHERE n = 51;
    INSERT INTO user_teams (user_id, team_id)
      SELECT u.id, t.id FROM bench_users u, teams t WHERE u.n <= 50 AND t.name = 'Equipo Benchmark';
    INSERT INTO tasks (name, team_id, created_by_id)
      SELECT 'Tarea de prueba ' || g, t.id, (SELECT id FROM bench_users WHERE n = 1)
      FROM teams t, generate_series(1, 300) g WHERE t.name IN ('Equipo Benchmark', 'Otro Benchmark');
    INSERT INTO subtasks (task_id, name) SELECT id, 'Subtarea de ' || name FROM tasks WHERE name LIKE 'Tarea de prueba %';
    CREATE TEMP TABLE bench_tasks AS
      SELECT t.id, t.team_id, row_number() OVER (PARTITION BY t.team_id ORDER BY t.id) AS k, s.id AS subtask_id
      FROM tasks t JOIN subtasks s ON s.task_id = t.id WHERE t.name LIKE 'Tarea de prueba %';
    -- The team: 50 people x 31 days x 8 periods of 45 minutes, every fifth on a subtask.
    INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at)
      SELECT u.id, CASE WHEN p % 5 = 0 THEN NULL ELSE bt.id END, CASE WHEN p % 5 = 0 THEN bt.subtask_id END,
             ('2026-10-01 08:00'::timestamp + (d || ' days')::interval + (p || ' hours')::interval) AT TIME ZONE 'Europe/Madrid',
             ('2026-10-01 08:45'::timestamp + (d || ' days')::interval + (p || ' hours')::interval) AT TIME ZONE 'Europe/Madrid'
      FROM bench_users u, generate_series(0, 30) d, generate_series(0, 7) p,
           LATERAL (SELECT id, subtask_id FROM bench_tasks WHERE team_id = (SELECT id FROM teams WHERE name = 'Equipo Benchmark')
                    AND k = 1 + (u.n * 7 + d * 3 + p) % 300) bt
      WHERE u.n <= 50;
    -- Everyone else: 250 periods each on the other team's tasks, over the same months.
    INSERT INTO work_time_histories (user_id, task_id, started_at, ended_at)
      SELECT u.id, (SELECT min(id) FROM bench_tasks WHERE team_id = (SELECT id FROM teams WHERE name = 'Otro Benchmark')) + (g % 300),
             timestamptz '2026-09-01 08:00+02' + (g * 7 || ' hours')::interval,
             timestamptz '2026-09-01 09:00+02' + (g * 7 || ' hours')::interval
      FROM bench_users u, generate_series(1, 250) g WHERE u.n > 50;
    ANALYZE;
  `);
  const [team] = await db.query<{ id: number }>(`SELECT id FROM teams WHERE name = 'Equipo Benchmark'`);
  if (!team) throw new Error('benchmark team missing');
  await db.close();
  // A fresh process opens the database and builds the report, so its memory figure is the report's alone.
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'build-team-report.ts'), dataDir, String(team.id)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`report build exited with ${child.status ?? child.signal}`);
  const figures = JSON.parse(child.stdout) as { seconds: number; peakGrowthMb: number; peakRssMb: number; sizeKb: number };
  console.error(`# 12,400 periods of the team; workbook ${figures.sizeKb} KiB; builder process RSS ${figures.peakRssMb} MB at peak`);
  printBenchLines([
    { name: 'report-team-31d-seconds', value: figures.seconds, unit: 's', budget: 5, better: 'lower', digits: 2 },
    { name: 'report-team-31d-peak-mb', value: figures.peakGrowthMb, unit: 'MB', budget: 200, better: 'lower' },
  ]);
} finally {
  await db.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
