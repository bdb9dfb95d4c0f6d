import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import sql from 'sql-template-tag';
import { createJobRunner, type JobRunner, PermanentJobError } from './job-runner.ts';
import { pruneFinishedJobs } from './prune-jobs.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { waitFor } from '../../../test/wait-for.ts';

// Registered before the app's own `after`, so the runners stop before the database closes.
const runners: JobRunner[] = [];
after(() => Promise.all(runners.map((runner) => runner.stop())));
const { app } = await buildTestApp();
const quietLog = { error: () => {}, info: () => {} };

function runner(options: Partial<Parameters<typeof createJobRunner>[0]> = {}): JobRunner {
  const created = createJobRunner({ db: app.db, log: quietLog, pollMs: 50, retryDelayMs: () => 20, ...options });
  runners.push(created);
  return created;
}

type JobRow = { id: number; status: string; attempts: number; last_error: string | null };
const jobsOf = (kind: string) => app.db.query<JobRow>(sql`SELECT id, status, attempts, last_error FROM jobs WHERE kind = ${kind} ORDER BY id`);
const enqueue = (kind: string, payload: Record<string, unknown> = {}, maxAttempts?: number) =>
  app.db.transaction((tx) => runners[0]?.enqueue(tx, kind, payload, maxAttempts ? { maxAttempts } : {}) ?? Promise.resolve(null));

describe('job runner', () => {
  it('runs a queued job once and marks it done', async () => {
    const kind = `test-${randomUUID()}`;
    const seen: unknown[] = [];
    const one = runner();
    one.handle(kind, async (job) => {
      seen.push(job.payload);
    });
    await one.start();
    await enqueue(kind, { n: 1 });
    const [done] = await waitFor(async () => ((await jobsOf(kind))[0]?.status === 'done' ? jobsOf(kind) : undefined));
    assert.deepEqual(seen, [{ n: 1 }]);
    assert.equal(done?.attempts, 1);
  });

  it('does not record a job whose transaction rolls back', async () => {
    const kind = `test-${randomUUID()}`;
    const one = runner();
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await one.enqueue(tx, kind, {});
        throw new Error('request failed');
      }),
    );
    assert.deepEqual(await jobsOf(kind), []);
  });

  it('retries a failing job with backoff and ends it as failed with the reason kept', async () => {
    const kind = `test-${randomUUID()}`;
    let calls = 0;
    const one = runner();
    one.handle(kind, async () => {
      calls += 1;
      throw new Error(`SMTP caído (intento ${calls})`);
    });
    await one.start();
    await enqueue(kind, {}, 3);
    const [failed] = await waitFor(async () => ((await jobsOf(kind))[0]?.status === 'failed' ? jobsOf(kind) : undefined));
    assert.equal(calls, 3);
    assert.equal(failed?.attempts, 3);
    assert.equal(failed?.last_error, 'SMTP caído (intento 3)');
  });

  it('succeeds on a later attempt after a failure', async () => {
    const kind = `test-${randomUUID()}`;
    let calls = 0;
    const one = runner();
    one.handle(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error('temporal');
    });
    await one.start();
    await enqueue(kind);
    const [done] = await waitFor(async () => ((await jobsOf(kind))[0]?.status === 'done' ? jobsOf(kind) : undefined));
    assert.equal(done?.attempts, 2);
    assert.equal(done?.last_error, 'temporal');
  });

  it('fails at once on a permanent error', async () => {
    const kind = `test-${randomUUID()}`;
    let calls = 0;
    const one = runner();
    one.handle(kind, async () => {
      calls += 1;
      throw new PermanentJobError('La tarea ya no existe');
    });
    await one.start();
    await enqueue(kind, {}, 5);
    const [failed] = await waitFor(async () => ((await jobsOf(kind))[0]?.status === 'failed' ? jobsOf(kind) : undefined));
    assert.equal(calls, 1);
    assert.equal(failed?.last_error, 'La tarea ya no existe');
  });

  it('two runners on one database run each of many jobs exactly once', async () => {
    const kind = `test-${randomUUID()}`;
    const runs = new Map<number, string[]>();
    const [first, second] = [runner(), runner()];
    for (const each of [first, second]) {
      each.handle(kind, async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), each.runnerId]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    await Promise.all([first.start(), second.start()]);
    const ids = await app.db.transaction(async (tx) => {
      const queued: (number | null)[] = [];
      for (let n = 0; n < 60; n += 1) queued.push(await first.enqueue(tx, kind, { n }));
      return queued;
    });
    await waitFor(async () => (await jobsOf(kind)).every((job) => job.status === 'done'), 20_000, 'all jobs done');
    assert.equal(runs.size, 60);
    for (const id of ids) assert.equal(runs.get(Number(id))?.length, 1, `job ${id} ran ${runs.get(Number(id))?.length} times`);
  });

  it('stops cleanly, waiting for the job in hand', async () => {
    const kind = `test-${randomUUID()}`;
    let finished = false;
    const one = runner();
    one.handle(kind, async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    await one.start();
    await enqueue(kind);
    await waitFor(async () => (await jobsOf(kind))[0]?.status === 'running');
    await one.stop();
    assert.equal(finished, true);
    assert.equal((await jobsOf(kind))[0]?.status, 'done');
  });

  it('runs as many jobs at once as its concurrency, so one slow mail server holds up no more than that', async () => {
    const kind = `test-${randomUUID()}`;
    let running = 0;
    let mostAtOnce = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const one = runner({ concurrency: 3 });
    one.handle(kind, async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await released;
      running -= 1;
    });
    await one.start();
    for (let n = 0; n < 5; n += 1) await enqueue(kind, { n });
    await waitFor(async () => (await jobsOf(kind)).filter((job) => job.status === 'running').length === 3, 5000, 'three jobs running');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(mostAtOnce, 3);
    release();
    await waitFor(async () => (await jobsOf(kind)).every((job) => job.status === 'done'), 5000, 'all jobs done');
    assert.equal(mostAtOnce, 3);
  });

  it('prunes done jobs after 30 days and failed ones after 90, keeping the rest', async () => {
    const kind = `test-${randomUUID()}`;
    await app.db.query(
      sql`INSERT INTO jobs (kind, status, finished_at, payload) VALUES
            (${kind}, 'done', now() - interval '31 days', '{"keep": false}'),
            (${kind}, 'done', now() - interval '29 days', '{"keep": true}'),
            (${kind}, 'failed', now() - interval '60 days', '{"keep": true}'),
            (${kind}, 'failed', now() - interval '91 days', '{"keep": false}'),
            (${kind}, 'queued', NULL, '{"keep": true}')`,
    );
    await pruneFinishedJobs(app.db);
    const left = await app.db.query<{ payload: { keep: boolean } }>(sql`SELECT payload FROM jobs WHERE kind = ${kind}`);
    assert.deepEqual(
      left.map((row) => row.payload.keep),
      [true, true, true],
    );
  });
});
