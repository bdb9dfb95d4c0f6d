/**
 * Child of `report-team-31d.bench.ts`: opens the prepared database, builds the
 * team report of the given range once and prints its time and memory figures as JSON.
 */
import { stat } from 'node:fs/promises';
import { createDatabase } from '../src/db/create-database.ts';
import { buildReportFile } from '../src/reports/build-report.ts';

const [dataDir, teamId, start, end] = process.argv.slice(2);
const db = await createDatabase({ dataDir: String(dataDir) });
await db.query('SELECT 1');
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const file = await buildReportFile(db, { report: 'team', teamId: Number(teamId), start: String(start), end: String(end) });
const seconds = (performance.now() - started) / 1000;
// CPU time does not grow with the machine's load the way the wall-clock time does.
const cpu = process.cpuUsage(cpuAtStart);
const cpuSeconds = Math.round((cpu.user + cpu.system) / 1e4) / 100;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const sizeKb = Math.round((await stat(file.path)).size / 1024);
await file.discard();
await db.close();
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
console.log(JSON.stringify({ seconds, cpuSeconds, peakGrowthMb: mb(peak - baseline), peakRssMb: mb(peak), sizeKb }));
