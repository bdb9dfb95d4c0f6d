/**
 * Two API instances (two connection pools) on one PostgreSQL at 08:00: each
 * due automation gets one task. Runs when TEST_DATABASE_URL names a database
 * (`pnpm run test:api:postgres` sets it); skipped otherwise. PGlite is covered
 * by auto-task-scheduler.test.ts.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import sql from 'sql-template-tag';
import { registerAutoTaskJobs } from './auto-task-jobs.ts';
import type { Database } from '../../core/db/database.ts';
import { migrate } from '../../core/db/migrate.ts';
import { createPgDatabase } from '../../core/db/pg-database.ts';
import { seedReferenceData } from '../../core/db/seed/reference-data.ts';
import { createJobRunner, type JobRunner } from '../../core/jobs/job-runner.ts';
import { createMailer } from '../../core/mail/mailer.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { afterRunnerCycles, waitFor } from '../../../test/wait-for.ts';

const url = process.env.TEST_DATABASE_URL;
const quietLog = { error: () => {}, info: () => {} };

describe('auto tasks on PostgreSQL with two instances', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const databases: Database[] = [];
  const runners: JobRunner[] = [];
  after(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await Promise.all(databases.map((db) => db.close()));
  });

  it('creates one task per due automation when both instances reach 08:00 together', async () => {
    const smtp = await startSmtpCatcher();
    const mailer = createMailer(smtp.url, 'Portal <no-reply@empresa.es>');
    after(() => mailer.close());
    const [first, second] = [createPgDatabase(String(url)), createPgDatabase(String(url))];
    databases.push(first, second);
    await migrate(first);
    await first.transaction((tx) => seedReferenceData(tx));
    // A team of its own, and a weekday of its own in the 2030s, so reruns on a kept database start clean.
    const tag = randomUUID().slice(0, 8);
    const [owner] = await first.query<{ id: number }>(sql`INSERT INTO users (email, password_hash) VALUES (${`pg-${tag}@empresa.es`}, 'x') RETURNING id`);
    const [department] = await first.query<{ id: number }>(sql`INSERT INTO departments (name) VALUES (${`Dpto ${tag}`}) RETURNING id`);
    const [team] = await first.query<{ id: number }>(sql`INSERT INTO teams (name, department_id, user_id) VALUES (${`Equipo ${tag}`}, ${department?.id}, ${owner?.id}) RETURNING id`);
    const value = { name: `Diaria ${tag}`, email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 1, cadence_data: [], due: 1, users: [] };
    const [automation] = await first.query<{ id: number }>(
      sql`INSERT INTO configurations (name, data, value) VALUES ('auto_task', ${String(team?.id)}, ${JSON.stringify(value)}::jsonb) RETURNING id`,
    );
    const monday = new Date(Date.UTC(2030, 0, 7) + Math.floor(Math.random() * 500) * 7 * 86_400_000); // a Monday in 2030-2039
    const dueAt = new Date(`${monday.toISOString().slice(0, 10)}T07:00:00Z`); // 08:00 in Madrid (winter) or 09:00 (summer): the latest 08:00 either way
    for (const db of [first, second]) {
      const runner = createJobRunner({ db, log: quietLog, pollMs: 20, clock: () => dueAt });
      registerAutoTaskJobs(runner, { db, mailer });
      runners.push(runner);
    }
    await Promise.all(runners.map((runner) => runner.start()));
    const day = monday.toISOString().slice(0, 10);
    const runsOfAutomation = () => first.query<{ task_id: number | null }>(sql`SELECT task_id FROM auto_task_runs WHERE configuration_id = ${automation?.id}`);
    await waitFor(async () => {
      const rows = await runsOfAutomation();
      return rows.length > 0 && rows.every((row) => row.task_id !== null);
    }, 15_000);
    await waitFor(async () => smtp.received.some((mail) => mail.mail.subject === `Nueva tarea automática: Diaria ${tag}`), 15_000);
    // Both instances look again at the same 08:00: still one run, read after they did.
    await afterRunnerCycles(runners);
    assert.equal((await runsOfAutomation()).length, 1);
    const tasks = await first.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM tasks WHERE team_id = ${team?.id}`);
    assert.deepEqual(tasks, [{ n: 1 }]);
    const [run] = await first.query<{ day: string }>(sql`SELECT to_char(run_date, 'YYYY-MM-DD') AS day FROM auto_task_runs WHERE configuration_id = ${automation?.id}`);
    assert.equal(run?.day, day);
    assert.equal(smtp.received.filter((mail) => mail.mail.subject === `Nueva tarea automática: Diaria ${tag}`).length, 1);
  });
});
