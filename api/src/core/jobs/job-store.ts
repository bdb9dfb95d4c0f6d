/**
 * The SQL of the job runner. Every rule that must hold across API instances
 * (one claim per job, one row per scheduled occurrence) is enforced here, in
 * the database, never by timing.
 */
import sql, { empty, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/database.ts';

/** Channel NOTIFYed when a job is queued, so idle runners wake before their next poll. */
export const JOBS_CHANNEL = 'jobs';

export type JobPayload = Record<string, unknown>;

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: JobPayload;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  dedupeKey: string | null;
};

const DEFAULT_MAX_ATTEMPTS = 5;

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** With a key, a second enqueue of the same (kind, key) is ignored and returns null. */
  dedupeKey?: string;
};

/**
 * Records a job inside `tx`, the transaction of the request that asks for it:
 * if that transaction rolls back, no job exists; once it commits, none is lost.
 * The NOTIFY is delivered at commit.
 */
export async function enqueueJob(tx: Queryable, kind: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    sql`INSERT INTO jobs (kind, payload, run_at, max_attempts, dedupe_key)
        VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, COALESCE(${options.runAt ?? null}::timestamptz, now()),
                ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}, ${options.dedupeKey ?? null})
        ON CONFLICT (kind, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
        RETURNING id`,
  );
  if (row) await tx.query(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return row ? Number(row.id) : null;
}

/** Records several jobs of one kind inside `tx` in one statement (no dedupe key), with one NOTIFY; answers how many. */
export async function enqueueJobs(tx: Queryable, kind: string, payloads: JobPayload[]): Promise<number> {
  if (payloads.length === 0) return 0;
  const rows = await tx.query<{ id: number }>(
    sql`INSERT INTO jobs (kind, payload, run_at, max_attempts)
        SELECT ${kind}, p.payload, now(), ${DEFAULT_MAX_ATTEMPTS} FROM unnest(${payloads.map((payload) => JSON.stringify(payload))}::jsonb[]) WITH ORDINALITY AS p(payload, position)
        ORDER BY p.position RETURNING id`,
  );
  await tx.query(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return rows.length;
}

type JobRow = { id: number; kind: string; payload: JobPayload; attempts: number; max_attempts: number; dedupe_key: string | null };

/** Kinds a claim passes over while `when`, a boolean SQL expression, holds as the claim runs. */
export type Pause = { kinds: string[]; when: Sql };

/**
 * Takes the next due job for `runnerId`. `FOR UPDATE SKIP LOCKED` lets runners
 * on other connections pass over a row being claimed; the status change makes
 * the claim visible to everyone. A job left 'running' longer than the lease
 * (its instance died) is taken again. `pause`, read in the same statement, leaves its kinds alone.
 */
export async function claimNextJob(
  db: Queryable,
  runnerId: string,
  kinds: string[],
  leaseSeconds: number,
  pause?: Pause,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const paused = pause && pause.kinds.length > 0 ? sql`AND NOT (kind = ANY(${pause.kinds}) AND ${pause.when})` : empty;
  const [row] = await db.query<JobRow>(
    sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${runnerId}, locked_at = now()
        WHERE id = (
          SELECT id FROM jobs
          WHERE kind = ANY(${kinds}) ${paused}
            AND ((status = 'queued' AND run_at <= now())
                 OR (status = 'running' AND locked_at < now() - make_interval(secs => ${leaseSeconds})))
          ORDER BY run_at, id
          FOR UPDATE SKIP LOCKED
          LIMIT 1)
        RETURNING id, kind, payload, attempts, max_attempts, dedupe_key`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    dedupeKey: row.dedupe_key,
  };
}

/** Marks the job done, if this runner still holds it. */
export async function completeJob(db: Queryable, job: ClaimedJob, runnerId: string): Promise<void> {
  await db.query(
    sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_by = NULL, locked_at = NULL
        WHERE id = ${job.id} AND locked_by = ${runnerId}`,
  );
}

/** Requeues the job after `retryInMs`, or marks it failed once it used its attempts; the reason is kept either way. */
export async function failJob(db: Queryable, job: ClaimedJob, runnerId: string, reason: string, retryInMs: number): Promise<'retry' | 'failed'> {
  const outcome = job.attempt >= job.maxAttempts ? 'failed' : 'retry';
  await db.query(
    sql`UPDATE jobs SET last_error = ${reason.slice(0, 4000)}, locked_by = NULL, locked_at = NULL,
          status = ${outcome === 'failed' ? 'failed' : 'queued'},
          finished_at = CASE WHEN ${outcome === 'failed'} THEN now() END,
          run_at = CASE WHEN ${outcome === 'failed'} THEN run_at ELSE now() + make_interval(secs => ${retryInMs / 1000}) END
        WHERE id = ${job.id} AND locked_by = ${runnerId}`,
  );
  return outcome;
}
