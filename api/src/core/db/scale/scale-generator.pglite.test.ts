import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPgliteDatabase } from '../pglite-database.ts';
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

const generate = () =>
  run(process.execPath, ['--import', 'tsx', 'src/core/db/scale/run-scale.ts', '--', '--users', '50', '--days', '7'], {
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
