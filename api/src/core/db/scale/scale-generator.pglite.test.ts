import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPgliteDatabase } from '../pglite-database.ts';
import { TOTALS_TRIGGER } from './scale-time.ts';
import { nodeArgsFor } from '../../../../test/cli-command.ts';
import { copyOfSeededDatabase } from '../../../../test/helper.ts';

const run = promisify(execFile);
const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const dataDir = await copyOfSeededDatabase();
after(() => rm(dataDir, { recursive: true, force: true }));

const TABLES = ['departments', 'subdepartments', 'teams', 'users', 'user_teams', 'tasks', 'task_users', 'task_tags', 'subtasks', 'task_messages', 'subtask_messages', 'work_time_histories', 'notifications'];

async function countRows(): Promise<Record<string, number>> {
  const db = await createPgliteDatabase(dataDir);
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[table] = (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count ?? -1;
    return counts;
  } finally {
    await db.close();
  }
}

/**
 * What migration 096's trigger keeps true on every change to a period, which the generator, adding the
 * periods with the trigger off and their sums in one statement, must leave true as well: the tasks and
 * subtasks whose total is not the sum of their closed periods, and whether the trigger is on again.
 */
async function workTotals(): Promise<{ wrong: string[]; triggerOn: boolean }> {
  const db = await createPgliteDatabase(dataDir);
  try {
    const wrong = await db.query<{ row: string }>(`
      SELECT kind || ' ' || id || ': ' || total || ' <> ' || periods AS row FROM (
        SELECT 'task' AS kind, k.id, k.time_working_total AS total,
               (SELECT coalesce(sum(EXTRACT(EPOCH FROM (h.ended_at - h.started_at))), 0) FROM work_time_histories h WHERE h.task_id = k.id AND h.ended_at IS NOT NULL) AS periods
        FROM tasks k
        UNION ALL
        SELECT 'subtask', s.id, s.time_working_total,
               (SELECT coalesce(sum(EXTRACT(EPOCH FROM (h.ended_at - h.started_at))), 0) FROM work_time_histories h WHERE h.subtask_id = s.id AND h.ended_at IS NOT NULL)
        FROM subtasks s) t
      WHERE total <> periods ORDER BY kind, id LIMIT 5`);
    const [trigger] = await db.query<{ enabled: boolean }>(
      `SELECT tgenabled = 'O' AS enabled FROM pg_trigger WHERE tgrelid = 'work_time_histories'::regclass AND tgname = '${TOTALS_TRIGGER}'`,
    );
    return { wrong: wrong.map(({ row }) => row), triggerOn: trigger?.enabled === true };
  } finally {
    await db.close();
  }
}

const generate = () =>
  run(process.execPath, [...nodeArgsFor('src/cli/seed-scale.ts'), '--', '--users', '50', '--days', '7'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0' },
  });

describe('seed:scale', () => {
  test('prints what it added, and the database grew by exactly that', async () => {
    const before = await countRows();
    const { stdout } = await generate();
    const printed = Object.fromEntries([...stdout.matchAll(/^ {2}(\w+) +(\d+)$/gm)].map((match) => [match[1], Number(match[2])]));
    assert.deepEqual(Object.keys(printed).sort(), [...TABLES].sort());
    assert.match(stdout, /Done in \d+\.\d s\./);
    const after = await countRows();
    for (const table of TABLES) assert.equal((after[table] ?? 0) - (before[table] ?? 0), printed[table], table);
    assert.deepEqual([printed.users, printed.teams, printed.departments, printed.tasks], [50, 5, 1, 1000]);
    // Seven days hold at least four weekdays of work, ten blocks a day for each of the 50 people.
    assert.ok((printed.work_time_histories ?? 0) >= 50 * 10 * 4, `histories: ${printed.work_time_histories}`);
    assert.deepEqual(await workTotals(), { wrong: [], triggerOn: true });
  });

  test('refuses a database that already has scale data and adds nothing', async () => {
    const before = await countRows();
    await assert.rejects(generate(), (error: { code?: number; stderr?: string }) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr ?? '', /already has scale data/);
      return true;
    });
    assert.deepEqual(await countRows(), before);
  });
});
