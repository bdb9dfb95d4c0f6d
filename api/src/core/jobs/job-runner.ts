/**
 * The one background job runner of the API, on the database it already uses.
 * Each instance runs one; they share the `jobs` table. Claims, retries and
 * scheduled occurrences are SQL (`job-store.ts`); this file only loops.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from 'sql-template-tag';
import type { Database } from '../db/database.ts';
import { type ClaimedJob, claimNextJob, completeJob, enqueueJob, enqueueJobs, failJob, JOBS_CHANNEL } from './job-store.ts';
import { assertValidSchedule, latestDueTime, type Schedule } from './schedule.ts';

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Thrown by a handler when retrying cannot help (the job's subject is gone): the job fails at once. */
export class PermanentJobError extends Error {}

export type JobRunnerOptions = {
  db: Database;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
  /** Poll interval; NOTIFY wakes the runner sooner when a job is queued. */
  pollMs?: number;
  /** Delay before attempt n + 1 after attempt n failed. */
  retryDelayMs?: (attempt: number) => number;
  /** A 'running' job older than this is taken to belong to a dead instance and is run again. */
  leaseSeconds?: number;
  /** Jobs this instance runs at once: one slow mail server or report then holds up no more than its own. Default 4. */
  concurrency?: number;
  /** Injected in tests of the schedules. */
  clock?: () => Date;
  /**
   * True while maintenance mode is on (a boolean SQL expression): kinds marked `pauseInMaintenance` then wait in
   * the table. The claim reads it itself, so a switch committed before a job is claimed counts for that job.
   */
  maintenanceOn?: Sql;
};

/** 30 s, 1 min, 2 min, 4 min… capped at 30 min. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const leaseSeconds = options.leaseSeconds ?? 15 * 60;
  const concurrency = options.concurrency ?? 4;
  const clock = options.clock ?? (() => new Date());
  const runnerId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const pausedInMaintenance = new Set<string>();
  const schedules = new Map<string, Schedule>();
  /** Last occurrence this instance made sure exists, per kind: saves an INSERT per poll. */
  const ensuredDue = new Map<string, number>();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let cycle: Promise<void> | undefined;
  let wakeAgain = false;
  /** Resolves the running cycle's wait when something wakes the runner. */
  let interruptWait: (() => void) | undefined;
  let cyclesCompleted = 0;

  async function createDueOccurrences(): Promise<void> {
    for (const [kind, schedule] of schedules) {
      const due = latestDueTime(schedule, clock());
      if (!due || ensuredDue.get(kind) === due.getTime()) continue;
      const id = await enqueueJob(db, kind, { dueAt: due.toISOString() }, { dedupeKey: due.toISOString() });
      if (id !== null) log.info({ kind, dueAt: due.toISOString(), jobId: id }, 'scheduled job created');
      ensuredDue.set(kind, due.getTime());
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job);
      await completeJob(db, job, runnerId);
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      const final = error instanceof PermanentJobError ? { ...job, attempt: job.maxAttempts } : job;
      const outcome = await failJob(db, final, runnerId, reason, retryDelayMs(job.attempt));
      log.error({ jobId: job.id, kind: job.kind, attempt: job.attempt, outcome, err: error }, 'job failed');
    }
  }

  const claimNext = () =>
    claimNextJob(db, runnerId, [...handlers.keys()], leaseSeconds, options.maintenanceOn && { kinds: [...pausedInMaintenance], when: options.maintenanceOn });

  /**
   * Claims jobs while a slot is free and one is due; with every slot busy, or nothing due while jobs
   * run, it waits for a job to end or a wake. Ends once nothing runs and nothing is due.
   */
  async function runCycle(): Promise<void> {
    const inHand = new Set<Promise<void>>();
    do {
      wakeAgain = false;
      await createDueOccurrences();
      while (!stopping && !wakeAgain) {
        const job = inHand.size < concurrency ? await claimNext() : null;
        if (job) {
          const running: Promise<void> = runJob(job)
            .catch((error) => log.error({ jobId: job.id, err: error }, 'job outcome not recorded'))
            .finally(() => inHand.delete(running));
          inHand.add(running);
          continue;
        }
        if (inHand.size === 0) break;
        await Promise.race([...inHand, new Promise<void>((resolve) => (interruptWait = resolve))]);
      }
    } while (wakeAgain && !stopping);
    await Promise.all(inHand);
  }

  /** Runs a cycle now, or makes the running one look for due jobs again; the poll timer restarts either way. */
  function wake(): void {
    if (stopping || !started) return;
    clearTimeout(timer);
    timer = setTimeout(wake, pollMs);
    if (cycle) {
      wakeAgain = true;
      interruptWait?.();
      return;
    }
    cycle = runCycle()
      .catch((error) => log.error({ err: error }, 'job runner cycle failed'))
      .finally(() => {
        cycle = undefined;
        cyclesCompleted += 1;
      });
  }

  function handle(kind: string, handler: JobHandler): void {
    if (handlers.has(kind)) throw new Error(`Job kind "${kind}" already has a handler`);
    handlers.set(kind, handler);
  }

  return {
    runnerId,
    /** Registers the code that runs jobs of `kind`; a failure (throw) is retried with backoff. */
    handle,
    /**
     * Runs `handler` at every due time of `schedule`. Each due time becomes one
     * job row, created once however many instances run; `job.payload.dueAt` is its ISO time.
     */
    schedule(kind: string, schedule: Schedule, handler: JobHandler): void {
      assertValidSchedule(schedule);
      handle(kind, handler);
      schedules.set(kind, schedule);
    },
    async start(): Promise<void> {
      if (started) return;
      started = true;
      unlisten = await db.listen(JOBS_CHANNEL, wake);
      wake();
    },
    /** Stops polling and waits for the jobs in hand to finish (app.close()). */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      await unlisten?.();
      await cycle;
      clearTimeout(timer);
    },
    /**
     * Marks kinds whose jobs change the portal's data, or mail a link that
     * leads to a write maintenance refuses: while maintenance mode is on nobody
     * claims them; they wait, unchanged, and run once it is off. Each feature
     * marks its own; mails that only tell, reports and pruning go on.
     */
    pauseInMaintenance(...kinds: string[]): void {
      for (const kind of kinds) pausedInMaintenance.add(kind);
    },
    /** Cycles run to the end (due occurrences made, every claimable job run): what tests wait on instead of a delay. */
    cyclesCompleted: () => cyclesCompleted,
    /** Kinds this runner can run. */
    kinds: () => [...handlers.keys()],
    /** Kinds that wait while maintenance mode is on. */
    kindsPausedInMaintenance: () => [...pausedInMaintenance],
    enqueue: enqueueJob,
    enqueueAll: enqueueJobs,
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
