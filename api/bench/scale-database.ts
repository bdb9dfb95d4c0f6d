/**
 * The scale dataset (`seed:scale`: 5,000 users, 30 days of work) for API
 * benchmarks, generated once per version of the seed and the generator and
 * kept in the temp folder: generating it takes minutes, copying it seconds.
 * Each copy is brought to the current schema when it is opened, so a new
 * migration does not mean generating everything again.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../src/app.ts';
import { type AppConfig, configFromEnv } from '../src/core/config.ts';
import { generateScaleData } from '../src/core/db/scale/generate-scale.ts';
import { SCALE_EVENT } from '../src/core/db/scale/scale-shape.ts';
import { DEMO_PASSWORD } from '../src/core/db/seed/demo-accounts.ts';
import { hashPassword } from '../src/core/security/passwords.ts';

const dbDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'core', 'db');
export const SCALE = { users: 5000, days: 30 };

export function benchConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...configFromEnv({}), dataDir, filesDir: path.join(dataDir, 'files'), logLevel: false, ...overrides };
}

async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(SCALE));
  for (const folder of ['seed', 'scale']) {
    for (const file of (await readdir(path.join(dbDir, folder))).sort()) hash.update(file).update(await readFile(path.join(dbDir, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function cachedScaleDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `portal-scale-${SCALE.users}-${SCALE.days}-${await sourcesKey()}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}`;
  const started = performance.now();
  const { db } = await prepareDatabase(benchConfig(building, { seed: 'demo' }));
  try {
    await generateScaleData(db, { ...SCALE, passwordHash: await hashPassword(DEMO_PASSWORD) });
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
  await rename(building, dir).catch(async () => rm(building, { recursive: true, force: true }));
  console.error(`# scale dataset generated in ${((performance.now() - started) / 1000).toFixed(0)} s (kept in ${dir})`);
  return dir;
}

/** A fresh copy of the scale database, removed by the returned function. */
export async function copyOfScaleDatabase(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const source = await cachedScaleDir();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-scale-copy-'));
  await cp(source, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** First ids of the generated rows, and the first department's manager (`seed:scale` records them). */
export type ScaleSeedRecord = { user: number; department: number; team: number; task: number; boardTeam: number; manager: string };

/** What the generator recorded in the database (whom to log in as, where its rows start). */
export async function scaleSeedRecord(dataDir: string): Promise<ScaleSeedRecord> {
  const db = await PGlite.create(dataDir);
  try {
    const { rows } = await db.query<{ data: ScaleSeedRecord }>('SELECT data FROM app_events WHERE name = $1 ORDER BY id DESC LIMIT 1', [SCALE_EVENT]);
    if (!rows[0]) throw new Error(`${dataDir} has no scale data`);
    return rows[0].data;
  } finally {
    await db.close();
  }
}
