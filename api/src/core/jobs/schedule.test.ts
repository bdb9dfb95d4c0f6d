import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sql from 'sql-template-tag';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { latestDueTime } from './schedule.ts';
import { WEEKLY_TEAM_REPORTS_JOB, WEEKLY_TEAM_REPORTS_SCHEDULE } from '../../features/reports/report-jobs.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { afterRunnerCycles, waitFor } from '../../../test/wait-for.ts';

const runners: JobRunner[] = [];
after(() => Promise.all(runners.map((runner) => runner.stop())));
const { app } = await buildTestApp();
const quietLog = { error: () => {}, info: () => {} };

describe('weekly schedule (Monday 07:00 Europe/Madrid)', () => {
  it('is due at 06:00 UTC in winter and 05:00 UTC in summer', () => {
    assert.equal(latestDueTime(WEEKLY_TEAM_REPORTS_SCHEDULE, new Date('2026-01-12T06:00:00Z'))?.toISOString(), '2026-01-12T06:00:00.000Z');
    assert.equal(latestDueTime(WEEKLY_TEAM_REPORTS_SCHEDULE, new Date('2026-07-13T05:00:00Z'))?.toISOString(), '2026-07-13T05:00:00.000Z');
    // One second before 07:00 Madrid the last occurrence is a week old: past the catch-up window, nothing is due.
    assert.equal(latestDueTime(WEEKLY_TEAM_REPORTS_SCHEDULE, new Date('2026-01-12T05:59:59Z')), null);
    assert.equal(latestDueTime(WEEKLY_TEAM_REPORTS_SCHEDULE, new Date('2026-07-13T04:59:59Z')), null);
    // The Monday after the switch to summer time (29 March 2026) is already 05:00 UTC.
    assert.equal(latestDueTime(WEEKLY_TEAM_REPORTS_SCHEDULE, new Date('2026-03-30T05:30:00Z'))?.toISOString(), '2026-03-30T05:00:00.000Z');
  });

  for (const [season, now, due] of [
    ['winter', '2026-01-12T06:00:30Z', '2026-01-12T06:00:00.000Z'],
    ['summer', '2026-07-13T05:10:00Z', '2026-07-13T05:00:00.000Z'],
  ] as const) {
    it(`two runners create one job for the ${season} due time and run it once`, async () => {
      const runs: string[] = [];
      const clock = () => new Date(now);
      for (let n = 0; n < 2; n += 1) {
        const runner = createJobRunner({ db: app.db, log: quietLog, pollMs: 30, clock });
        runner.schedule(WEEKLY_TEAM_REPORTS_JOB, WEEKLY_TEAM_REPORTS_SCHEDULE, async (job) => {
          runs.push(String(job.payload.dueAt));
        });
        runners.push(runner);
      }
      await Promise.all(runners.slice(-2).map((runner) => runner.start()));
      const jobs = () =>
        app.db.query<{ status: string; dedupe_key: string }>(sql`SELECT status, dedupe_key FROM jobs WHERE kind = ${WEEKLY_TEAM_REPORTS_JOB} AND dedupe_key = ${due}`);
      await waitFor(async () => (await jobs())[0]?.status === 'done', 10_000, 'the weekly job');
      // Both runners poll again at the same clock: still one row, one run.
      await afterRunnerCycles(runners.slice(-2));
      await Promise.all(runners.splice(-2).map((runner) => runner.stop()));
      assert.equal((await jobs()).length, 1);
      assert.deepEqual(runs, [due]);
    });
  }
});
