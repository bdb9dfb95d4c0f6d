/**
 * Child of `report-team-31d.bench.ts`: opens the prepared database, builds the
 * 31-day team report once and prints its time and memory figures as JSON.
 */
import { stat } from 'node:fs/promises';
import { createDatabase } from '../src/db/create-database.ts';
import { buildReportFile } from '../src/reports/build-report.ts';

const [dataDir, teamId] = process.argv.slice(2);
const db = await createDatabase({ dataDir: String(dataDir) });
await db.query('SELECT 1');
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
const file = await buildReportFile(db, { report: 'team', teamId: Number(teamId), start: '2026-10-01', end: '2026-10-31' });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const sizeKb = Math.round((await stat(file.path)).size / 1024);
await file.discard();
await db.close();
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
console.log(JSON.stringify({ seconds, peakGrowthMb: mb(peak - baseline), peakRssMb: mb(peak), sizeKb }));
