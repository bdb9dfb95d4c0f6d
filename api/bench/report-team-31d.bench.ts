/**
 * Benchmark of the heaviest report: a 31-day team report of a 50-person team
 * on the scale dataset (`seed:scale`, 5,000 users and 30 days of work, shared
 * with the API benchmark through `scale-database.ts`). Prints
 * `report-team-31d-seconds` (budget 5 s: the report job's wall-clock time from
 * its start to the workbook written, in a process that has just opened the
 * database), `report-team-31d-cpu-seconds` (the CPU time of that same span, a
 * reference that a loaded machine distorts far less) and
 * `report-team-31d-peak-mb` (budget 200 MB: how much the resident memory of
 * that process grows, at its peak, while the job runs). Copying and preparing
 * the dataset and opening the database are not timed.
 *
 * The scale teams have ten people, so five teams of one department are joined
 * into one (members and tasks) on a copy of the dataset; the range is the 31
 * days that end on the team's last day of work.
 */
import { spawnSync } from 'node:child_process';
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { prepareDatabase } from '../src/app.ts';
import { benchConfig, copyOfScaleDatabase } from './scale-database.ts';

const TEAMS_JOINED = 5;
const copy = await copyOfScaleDatabase();
const { db } = await prepareDatabase(benchConfig(copy.dataDir));

try {
  await db.exec(`
    CREATE TEMP TABLE joined AS
      SELECT id, min(id) OVER () AS target FROM (
        SELECT t.id FROM teams t
        WHERE t.department_id = (SELECT department_id FROM teams WHERE name LIKE 'Equipo %' GROUP BY department_id
                                 HAVING count(*) >= ${TEAMS_JOINED} ORDER BY department_id DESC LIMIT 1)
          AND t.name LIKE 'Equipo %'
        ORDER BY t.id LIMIT ${TEAMS_JOINED}) five;
    UPDATE user_teams SET team_id = j.target FROM joined j WHERE user_teams.team_id = j.id AND j.id <> j.target;
    UPDATE tasks SET team_id = j.target FROM joined j WHERE tasks.team_id = j.id AND j.id <> j.target;
    ANALYZE;
  `);
  const [team] = await db.query<{ id: number; members: number; last_day: string }>(`
    SELECT j.target AS id,
           (SELECT count(*)::int FROM user_teams WHERE team_id = j.target) AS members,
           (SELECT to_char(max(h.started_at) AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD')
              FROM work_time_histories h JOIN tasks t ON t.id = h.task_id WHERE t.team_id = j.target) AS last_day
    FROM joined j LIMIT 1`);
  if (!team?.last_day) throw new Error('the scale dataset has no team with work to report on');
  const end = team.last_day;
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const [periods] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM work_time_histories h JOIN tasks t ON t.id = h.task_id
     WHERE t.team_id = ${team.id} AND h.started_at >= '${start}' AND h.started_at < '${end}'::date + 1`,
  );
  await db.close();
  // A fresh process opens the database and builds the report, so its memory figure is the report's alone.
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', `${import.meta.dirname}/build-team-report.ts`, copy.dataDir, String(team.id), start, end],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`report build exited with ${child.status ?? child.signal}`);
  const figures = JSON.parse(child.stdout) as { seconds: number; cpuSeconds: number; peakGrowthMb: number; peakRssMb: number; sizeKb: number };
  console.error(
    `# ${team.members} people, ${periods?.count ?? 0} periods from ${start} to ${end}; workbook ${figures.sizeKb} KiB; timed from the job's start to the workbook written; builder process RSS ${figures.peakRssMb} MB at peak`,
  );
  printBenchLines([
    { name: 'report-team-31d-seconds', value: figures.seconds, unit: 's', budget: 5, better: 'lower', digits: 2 },
    { name: 'report-team-31d-cpu-seconds', value: figures.cpuSeconds, unit: 's', digits: 2 },
    { name: 'report-team-31d-peak-mb', value: figures.peakGrowthMb, unit: 'MB', budget: 200, better: 'lower' },
  ]);
} finally {
  await db.close().catch(() => {});
  await copy.remove();
}
