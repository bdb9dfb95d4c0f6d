/**
 * Child of `report-team-31d.bench.ts`: opens the prepared database and runs the
 * report job's own handler (`sendReport`) once for the team report of the given
 * range, with a mailer that only notes when the workbook is handed to it. The
 * time is the job's, from its start to the workbook written; printed with the
 * CPU time and memory figures as JSON.
 */
import { stat } from 'node:fs/promises';
import { createDatabase } from '../src/core/db/create-database.ts';
import type { Mailer } from '../src/core/mail/mailer.ts';
import { sendReport } from '../src/features/reports/report-jobs.ts';

const [dataDir, teamId, start, end] = process.argv.slice(2);
const db = await createDatabase({ dataDir: String(dataDir) });
await db.query('SELECT 1');
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
let written: { seconds: number; cpu: NodeJS.CpuUsage; sizeKb: number } | undefined;
const mailer: Mailer = {
  sender: 'bench@example.com',
  async send(mail) {
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const [attachment] = mail.attachments ?? [];
    written = { seconds, cpu, sizeKb: attachment ? Math.round((await stat(attachment.path)).size / 1024) : 0 };
  },
  async verify() {},
  close() {},
};
const started = performance.now();
const cpuAtStart = process.cpuUsage();
await sendReport(db, mailer, { request: { report: 'team', teamId: Number(teamId), start: String(start), end: String(end) }, to: ['bench@example.com'], cc: [] });
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
await db.close();
if (!written) throw new Error('the report job did not hand a workbook to the mailer');
// CPU time (every thread of the process) grows far less with the machine's load than the wall-clock time does.
const cpuSeconds = Math.round((written.cpu.user + written.cpu.system) / 1e4) / 100;
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
console.log(JSON.stringify({ seconds: written.seconds, cpuSeconds, peakGrowthMb: mb(peak - baseline), peakRssMb: mb(peak), sizeKb: written.sizeKb }));
