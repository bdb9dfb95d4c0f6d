/**
 * The claim under real concurrency: two API instances are two connection
 * pools on one PostgreSQL. Runs when TEST_DATABASE_URL names an empty (or
 * earlier test) database, e.g. postgres://portal@127.0.0.1:5432/reports_test;
 * skipped otherwise (PGlite has one connection, see job-runner.test.ts).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import sql from 'sql-template-tag';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createPgDatabase } from '../db/pg-database.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { WEEKLY_TEAM_REPORTS_SCHEDULE } from '../../features/reports/report-jobs.ts';
import { afterRunnerCycles, waitFor } from '../../../test/wait-for.ts';

const url = process.env.TEST_DATABASE_URL;
const quietLog = { error: () => {}, info: () => {} };

describe('job runner on PostgreSQL with two instances', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const databases: Database[] = [];
  const runners: JobRunner[] = [];
  after(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await Promise.all(databases.map((db) => db.close()));
  });

  async function instance(clock?: () => Date): Promise<{ db: Database; runner: JobRunner }> {
    const db = createPgDatabase(String(url));
    databases.push(db);
    await migrate(db);
    const runner = createJobRunner({ db, log: quietLog, pollMs: 20, clock });
    runners.push(runner);
    return { db, runner };
  }

  it('runs each of 300 jobs exactly once across two instances', async () => {
    const kind = `pg-test-${randomUUID()}`;
    const runs = new Map<number, number>();
    const byInstance = [0, 0];
    const instances = [await instance(), await instance()];
    instances.forEach(({ runner }, index) => {
      runner.handle(kind, async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        byInstance[index] = (byInstance[index] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
    });
    await Promise.all(instances.map(({ runner }) => runner.start()));
    const [first] = instances;
    assert.ok(first);
    await first.db.transaction(async (tx) => {
      for (let n = 0; n < 300; n += 1) await first.runner.enqueue(tx, kind, { n });
    });
    await waitFor(async () => {
      const [row] = await first.db.query<{ open: number }>(sql`SELECT count(*) FILTER (WHERE status <> 'done')::int AS open FROM jobs WHERE kind = ${kind}`);
      return row?.open === 0;
    }, 30_000);
    assert.equal(runs.size, 300);
    assert.ok([...runs.values()].every((count) => count === 1));
    assert.ok(byInstance.every((count) => count > 0), `both instances took jobs: ${byInstance}`);
  });

  it('creates one weekly occurrence with two instances ticking at the same due time', async () => {
    const kind = `pg-weekly-${randomUUID()}`;
    let runs = 0;
    const clock = () => new Date('2026-03-30T05:00:00Z'); // Monday 07:00 in Madrid, summer time
    const instances = [await instance(clock), await instance(clock)];
    for (const { runner } of instances) {
      runner.schedule(kind, WEEKLY_TEAM_REPORTS_SCHEDULE, async () => {
        runs += 1;
      });
    }
    await Promise.all(instances.map(({ runner }) => runner.start()));
    const db = instances[0]?.db as Database;
    await waitFor(async () => (await db.query<{ status: string }>(sql`SELECT status FROM jobs WHERE kind = ${kind}`))[0]?.status === 'done');
    await afterRunnerCycles(instances.map(({ runner }) => runner));
    const rows = await db.query<{ dedupe_key: string }>(sql`SELECT dedupe_key FROM jobs WHERE kind = ${kind}`);
    assert.deepEqual(rows, [{ dedupe_key: '2026-03-30T05:00:00.000Z' }]);
    assert.equal(runs, 1);
  });
});
