import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { registerAutoTaskJobs } from './auto-task-jobs.ts';
import { addDays } from './auto-task-calendar.ts';
import { AUTO_TASK_NOTICE_JOB, createDueAutoTasks } from './create-auto-tasks.ts';
import { nextRuns } from './next-runs.ts';
import { createJobRunner, type JobRunner } from '../../core/jobs/job-runner.ts';
import { createMailer } from '../../core/mail/mailer.ts';
import { notifyAssigned } from '../notifications/task-notices.ts';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { afterRunnerCycles, waitFor } from '../../../test/wait-for.ts';

// Registered before the app's own `after`, so the runners stop before the database closes.
const runners: JobRunner[] = [];
after(() => Promise.all(runners.map((runner) => runner.stop())));
const smtp = await startSmtpCatcher();
const { app, injectWithLogin } = await buildTestApp();
const mailer = createMailer(smtp.url, 'Portal <no-reply@empresa.es>');
after(() => mailer.close());
const quietLog = { error: () => {}, info: () => {} };

const one = async <T>(text: string, values: unknown[] = []) => (await app.db.query<T>(text, values))[0] as T;
const soporte = (await one<{ id: number }>("SELECT id FROM teams WHERE name = 'Soporte'")).id;
const ana = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.ana])).id;
const admin = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [ACCOUNTS.admin])).id;
const base = { email: 'avisos@empresa.es', tags: [16, 2, 3, 5, 4], due: 1, users: [ana] };
const automations: Record<'daily' | 'weekly' | 'lastDay', number> = { daily: 0, weekly: 0, lastDay: 0 };

async function automate(name: string, cadence: number, cadenceData: number[]): Promise<number> {
  const value = { ...base, name, cadence, cadence_data: cadenceData };
  const response = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/configurations', payload: { name: 'auto_task', data: String(soporte), value } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().id;
}

/** Days (`YYYY-MM-DD`) on which the automation created a task, oldest first. */
const runDays = async (automation: number) =>
  (
    await app.db.query<{ day: string }>("SELECT to_char(run_date, 'YYYY-MM-DD') AS day FROM auto_task_runs WHERE configuration_id = $1 ORDER BY run_date", [
      automation,
    ])
  ).map((row) => row.day);
const tasksOn = async (automation: number, day: string) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auto_task_runs r JOIN tasks k ON k.id = r.task_id WHERE configuration_id = $1 AND run_date = $2', [automation, day]))[0]?.n;

function runnerAt(clock: () => Date): JobRunner {
  const runner = createJobRunner({ db: app.db, log: quietLog, pollMs: 20, clock });
  registerAutoTaskJobs(runner, { db: app.db, mailer, onAssigned: (taskId) => notifyAssigned(app.notifications, { taskId }, 0) });
  runners.push(runner);
  return runner;
}
const occurrenceDone = (dueAt: string) =>
  waitFor(async () => (await one<{ status: string } | undefined>("SELECT status FROM jobs WHERE kind = 'auto-tasks' AND dedupe_key = $1", [dueAt]))?.status === 'done');

before(async () => {
  automations.daily = await automate('Revisión diaria', 1, []);
  automations.weekly = await automate('Copia de lunes y miércoles', 2, [1, 3]);
  automations.lastDay = await automate('Cierre de mes', 3, [30]);
});

describe('automation scheduler', () => {
  test('walking March 2026 day by day creates each cadence’s tasks on its days, with name, tags, users, status, requester and due date', async () => {
    const deps = { db: app.db, enqueue: app.jobs.enqueue };
    for (let day = '2026-03-01'; day < '2026-04-01'; day = addDays(day, 1)) await createDueAutoTasks(deps, day);
    const march = (days: number[]) => days.map((day) => `2026-03-${String(day).padStart(2, '0')}`);
    assert.deepEqual(await runDays(automations.daily), march([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30, 31]));
    assert.deepEqual(await runDays(automations.weekly), march([2, 4, 9, 11, 16, 18, 23, 25, 30]));
    assert.deepEqual(await runDays(automations.lastDay), march([31]));

    // Friday the 27th, due one working day later: Monday the 30th, the first day of summer time, 23:59:59 in Madrid.
    const task = await one<{ id: number; name: string; team_id: number; status_id: number; email: string | null; created_by_id: number; due: string }>(
      `SELECT k.id, k.name, k.team_id, k.status_id, k.email, k.created_by_id, to_char(k.due_date AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD HH24:MI:SS') AS due
       FROM auto_task_runs r JOIN tasks k ON k.id = r.task_id WHERE r.configuration_id = $1 AND r.run_date = '2026-03-27'`,
      [automations.daily],
    );
    assert.deepEqual(
      { name: task.name, team: task.team_id, status: task.status_id, email: task.email, requester: task.created_by_id, due: task.due },
      // Requested by the automation's creator; the notice address only receives mail.
      { name: 'Revisión diaria', team: soporte, status: 1, email: null, requester: admin, due: '2026-03-30 23:59:59' },
    );
    const tags = await app.db.query<{ tag_id: number }>('SELECT tag_id FROM task_tags WHERE task_id = $1 ORDER BY tag_id', [task.id]);
    assert.deepEqual(tags.map((row) => row.tag_id), [2, 3, 4, 5, 16]);
    assert.deepEqual(await app.db.query('SELECT user_id FROM task_users WHERE task_id = $1', [task.id]), [{ user_id: ana }]);
    // Running a day again (a restart, a retry) adds nothing.
    assert.deepEqual(await createDueAutoTasks(deps, '2026-03-27'), []);
    assert.equal(await tasksOn(automations.daily, '2026-03-27'), 1);
    await app.db.query(sql`DELETE FROM jobs WHERE kind = ${AUTO_TASK_NOTICE_JOB}`);
  });

  test('two runners on one database at 08:00 create one task per due automation, and its notice is mailed once', async () => {
    const clock = () => new Date('2026-04-06T06:00:00Z'); // Monday 08:00 in Madrid, summer time
    const pair = [runnerAt(clock), runnerAt(clock)];
    await Promise.all(pair.map((runner) => runner.start()));
    await occurrenceDone('2026-04-06T06:00:00.000Z');
    assert.equal(await tasksOn(automations.daily, '2026-04-06'), 1);
    assert.equal(await tasksOn(automations.weekly, '2026-04-06'), 1);
    assert.equal(await tasksOn(automations.lastDay, '2026-04-06'), 0);
    const assignedNotices = await app.db.query<{ message: string }>(
      "SELECT message FROM notifications WHERE user_id = $1 AND title = 'Nueva tarea asignada' AND message LIKE '%Copia de lunes y miércoles%'",
      [ana],
    );
    assert.equal(assignedNotices.length, 1, 'the assignee is told once');
    const notices = await waitFor(async () => {
      const received = smtp.received.filter((one) => one.mail.subject?.startsWith('Nueva tarea automática'));
      return received.length >= 2 ? received : undefined;
    });
    assert.deepEqual(notices.flatMap((notice) => notice.envelopeTo), ['avisos@empresa.es', 'avisos@empresa.es']);
    assert.match(String(notices[0]?.mail.text), /06-04-2026/);
    await Promise.all(pair.map((runner) => runner.stop()));
    assert.equal(smtp.received.length, 2);
  });

  test('a late start that day still creates the day’s tasks; days when every instance was down are not made up', async () => {
    // Tuesday after the end of summer time, 21:00 in Madrid: 08:00 was 13 hours ago.
    const late = runnerAt(() => new Date('2026-10-27T20:00:00Z'));
    await late.start();
    await occurrenceDone('2026-10-27T07:00:00.000Z');
    await late.stop();
    assert.equal(await tasksOn(automations.daily, '2026-10-27'), 1);
    // Thursday 07:59: Wednesday's 08:00 is 24 hours gone and Thursday's not yet due.
    const early = runnerAt(() => new Date('2026-10-29T06:59:00Z'));
    await early.start();
    await afterRunnerCycles([early], 1);
    await early.stop();
    assert.equal(await tasksOn(automations.daily, '2026-10-28'), 0);
    assert.equal(await tasksOn(automations.weekly, '2026-10-28'), 0);
    assert.equal(await tasksOn(automations.daily, '2026-10-29'), 0);
  });

  test('concurrent runs of one day create each task once', async () => {
    const deps = { db: app.db, enqueue: app.jobs.enqueue };
    const results = await Promise.all([createDueAutoTasks(deps, '2026-05-29'), createDueAutoTasks(deps, '2026-05-29'), createDueAutoTasks(deps, '2026-05-29')]);
    assert.equal(results.flat().length, 1, 'Friday: only the daily automation is due');
    assert.equal(await tasksOn(automations.daily, '2026-05-29'), 1);
  });

  test('automation:next gives today’s 08:00 while today’s task is still to be made, else the next due day’s, in summer and winter time', async () => {
    const nextOf = async (now: string) => {
      const runs = await nextRuns(app.db, new Date(now));
      const mine = [automations.daily, automations.weekly, automations.lastDay].map((id) => runs.find((run) => run.id === id)?.next?.toISOString());
      return mine;
    };
    // Friday 29 May 2026, 07:00 in Madrid; the daily task of that day already exists (previous test).
    assert.deepEqual(await nextOf('2026-05-29T05:00:00Z'), ['2026-06-01T06:00:00.000Z', '2026-06-01T06:00:00.000Z', '2026-05-31T06:00:00.000Z']);
    // Tuesday 1 December 2026, 11:00 in Madrid, nothing made yet today: the daily one is due now (the next poll makes it).
    assert.deepEqual(await nextOf('2026-12-01T10:00:00Z'), ['2026-12-01T07:00:00.000Z', '2026-12-02T07:00:00.000Z', '2026-12-31T07:00:00.000Z']);
  });
});
