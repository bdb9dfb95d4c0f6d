/**
 * `pnpm --filter ./api automation:next`: prints when each task automation
 * (`auto_task` configuration of a live team) next creates its task, on the
 * database of DATA_DIR or DATABASE_URL.
 */
import { nextRuns } from '../features/automation/next-runs.ts';
import { createDatabase } from '../core/db/create-database.ts';
import { migrate } from '../core/db/migrate.ts';
import { configFromEnv } from '../core/config.ts';

const CADENCES: Record<number, string> = { 1: 'daily (Mon-Fri)', 2: 'weekly', 3: 'monthly' };
const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });

const db = await createDatabase(configFromEnv());
try {
  await migrate(db);
  const runs = await nextRuns(db, new Date());
  if (runs.length === 0) console.log('No task automations.');
  for (const run of runs) {
    const days = run.cadenceData.length > 0 ? ` [${run.cadenceData.join(',')}]` : '';
    const next = run.next ? `${madrid.format(run.next)} Europe/Madrid (${run.next.toISOString()})` : 'never';
    console.log(`#${run.id}\t${run.team}\t${run.name}\t${CADENCES[run.cadence] ?? '?'}${days}\tnext: ${next}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
