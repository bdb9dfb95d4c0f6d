/**
 * The benchmark's scale database (5,000 users × 30 days), built once by
 * `seed:scale` into `api/.data/bench-scale-<hash>`; the hash covers the
 * generator, the seed and the migrations, so changing any of them rebuilds it
 * and a second run reuses it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src/db/scale', 'src/db/seed', 'src/db/migrations'];
export const SCALE_ARGS = ['--users', '5000', '--days', '30'];

async function sourcesHash() {
  const hash = createHash('sha256').update(SCALE_ARGS.join(' '));
  for (const folder of SOURCES) {
    for (const file of (await readdir(path.join(apiDir, folder))).sort()) hash.update(file).update(await readFile(path.join(apiDir, folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** What the generator recorded: whom to log in as and where its rows start. */
async function scaleInfo(dataDir) {
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query("SELECT data FROM app_events WHERE name = 'scale_seed' ORDER BY id DESC LIMIT 1");
    if (!rows[0]) throw new Error(`${dataDir} has no scale data`);
    return rows[0].data;
  } finally {
    await db.close();
  }
}

/** The cached scale database, built first when missing. Returns its folder and the generator's record. */
export async function scaleDatabase() {
  const dataDir = path.join(apiDir, '.data', `bench-scale-${await sourcesHash()}`);
  if (!existsSync(dataDir)) {
    for (const old of (await readdir(path.join(apiDir, '.data')).catch(() => [])).filter((name) => name.startsWith('bench-scale-'))) {
      await rm(path.join(apiDir, '.data', old), { recursive: true, force: true });
    }
    const building = `${dataDir}.building`;
    await rm(building, { recursive: true, force: true });
    console.error(`# building the scale database in ${dataDir} (once)`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/scale/run-scale.ts', ...SCALE_ARGS], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: building, DATABASE_URL: '', LOG: '0' },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (run.status !== 0) throw new Error(`seed:scale exited with ${run.status ?? run.signal}`);
    await rename(building, dataDir);
  }
  return { dataDir, info: await scaleInfo(dataDir) };
}
