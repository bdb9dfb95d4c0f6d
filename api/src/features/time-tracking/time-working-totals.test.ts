import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();
const { db } = app;

/** Tasks and subtasks whose kept sum differs from the sum of their closed periods, exactly (numeric). */
const DRIFT = `
  SELECT 'task' AS kind, k.id FROM tasks k
  WHERE k.time_working_total <> COALESCE((SELECT sum(EXTRACT(EPOCH FROM (h.ended_at - h.started_at))) FROM work_time_histories h
                                          WHERE h.task_id = k.id AND h.ended_at IS NOT NULL), 0)
  UNION ALL
  SELECT 'subtask', s.id FROM subtasks s
  WHERE s.time_working_total <> COALESCE((SELECT sum(EXTRACT(EPOCH FROM (h.ended_at - h.started_at))) FROM work_time_histories h
                                          WHERE h.subtask_id = s.id AND h.ended_at IS NOT NULL), 0)`;

const [target] = await db.query<{ task_id: number; subtask_id: number; other_task_id: number }>(
  `SELECT s.task_id, s.id AS subtask_id, (SELECT min(id) FROM tasks WHERE id <> s.task_id) AS other_task_id FROM subtasks s ORDER BY s.id LIMIT 1`,
);
const [worker] = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
if (!target || !worker) throw new Error('the demo data has no subtask or no user');

type Target = { task_id: number | null; subtask_id: number | null };
const targets: Target[] = [
  { task_id: target.task_id, subtask_id: null },
  { task_id: target.other_task_id, subtask_id: null },
  { task_id: null, subtask_id: target.subtask_id },
];
/** Whole and fractional seconds, far in the past so no test of today's time sees them. */
const seconds = fc.double({ min: 0, max: 20_000, noNaN: true }).map((value) => Math.round(value * 1000) / 1000);
const operation = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), target: fc.nat(2), start: seconds, length: fc.option(seconds) }),
  fc.record({ op: fc.constant('close' as const), pick: fc.nat(), length: seconds }),
  fc.record({ op: fc.constant('reopen' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), target: fc.nat(2) }),
  fc.record({ op: fc.constant('shift' as const), pick: fc.nat(), by: seconds }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

type Step = typeof operation extends fc.Arbitrary<infer S> ? S : never;

async function apply(step: Step, mine: number[]): Promise<void> {
  const at = (offset: number) => new Date(Date.UTC(2001, 0, 1) + offset * 1000);
  if (step.op === 'insert') {
    const { task_id, subtask_id } = targets[step.target] as Target;
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id',
      [worker?.id, task_id, subtask_id, at(step.start), step.length === null ? null : at(step.start + step.length)],
    );
    if (row) mine.push(row.id);
    return;
  }
  const id = mine[step.pick % Math.max(mine.length, 1)];
  if (id === undefined) return;
  if (step.op === 'close') await db.query(`UPDATE work_time_histories SET ended_at = started_at + make_interval(secs => $2) WHERE id = $1`, [id, step.length]);
  if (step.op === 'reopen') await db.query('UPDATE work_time_histories SET ended_at = NULL WHERE id = $1', [id]).catch(() => undefined);
  if (step.op === 'shift') await db.query(`UPDATE work_time_histories SET started_at = started_at - make_interval(secs => $2) WHERE id = $1`, [id, step.by]);
  if (step.op === 'move') {
    const { task_id, subtask_id } = targets[step.target] as Target;
    await db.query('UPDATE work_time_histories SET task_id = $2, subtask_id = $3 WHERE id = $1', [id, task_id, subtask_id]).catch(() => undefined);
  }
  if (step.op === 'delete') {
    await db.query('DELETE FROM work_time_histories WHERE id = $1', [id]);
    mine.splice(mine.indexOf(id), 1);
  }
}

describe('time worked kept per task and subtask', () => {
  test('equals the sum of the closed periods after the demo data is loaded', async () => {
    assert.deepEqual(await db.query(DRIFT), []);
    const [worked] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks WHERE time_working_total > 0');
    assert.ok((worked?.n ?? 0) > 0, 'some demo tasks have time worked');
  });

  test('stays equal through any sequence of new, closed, reopened, moved, shifted and deleted periods', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (steps) => {
        const mine: number[] = [];
        try {
          for (const step of steps) await apply(step, mine);
          assert.deepEqual(await db.query(DRIFT), []);
        } finally {
          if (mine.length > 0) await db.query('DELETE FROM work_time_histories WHERE id = ANY($1)', [mine]);
        }
      }),
      { numRuns: 40 },
    );
    assert.deepEqual(await db.query(DRIFT), [], 'and back to the demo sums once the periods are gone');
  });
});
