/**
 * Builds the real app on a real (PGlite) database for each test file. The
 * first file to run migrates and seeds a template database once; every test
 * file then works on its own copy of it, so files never see each other's changes.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { type AppConfig, configFromEnv } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';

export const ORIGIN = 'http://127.0.0.1:8080';
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db');

function testConfig(dataDir: string): AppConfig {
  return { ...configFromEnv({}), dataDir, filesDir: path.join(dataDir, 'files'), backupDir: path.join(dataDir, 'backups'), logger: false, jwtSecret: undefined, appOrigins: [ORIGIN] };
}

/** The template is keyed by the migration and seed sources, so changing either rebuilds it. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['migrations', 'seed']) {
    for (const file of (await readdir(path.join(srcDir, folder))).sort()) hash.update(file).update(await readFile(path.join(srcDir, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function templateDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `portal-api-test-template-${await templateKey()}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}`;
  const { db } = await prepareDatabase(testConfig(building));
  await db.close();
  await rename(building, dir).catch(async () => rm(building, { recursive: true, force: true }));
  return dir;
}

export type TestApp = {
  app: FastifyInstance;
  /** Injects `request` as `email` (logged in once per app), with an allowed Origin. */
  injectWithLogin(email: string, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the `BEARER` cookie value. */
  login(email: string, password?: string): Promise<string>;
};

export async function buildTestApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-test-'));
  await cp(await templateDir(), dataDir, { recursive: true });
  const config = testConfig(dataDir);
  const { db } = await prepareDatabase(config);
  const app = await buildApp(config, db);
  await app.ready();
  after(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password } });
    const cookie = response.cookies.find((one) => one.name === 'BEARER');
    if (response.statusCode !== 200 || !cookie) throw new Error(`Login of ${email} failed: ${response.statusCode} ${response.body}`);
    return cookie.value;
  }

  const sessions = new Map<string, string>();
  async function injectWithLogin(email: string, request: InjectOptions): Promise<LightMyRequestResponse> {
    let token = sessions.get(email);
    if (!token) {
      token = await login(email);
      sessions.set(email, token);
    }
    return app.inject({
      ...request,
      headers: { origin: ORIGIN, ...request.headers },
      cookies: { BEARER: token, ...request.cookies },
    });
  }

  return { app, login, injectWithLogin };
}

export const ACCOUNTS = {
  admin: 'admin@empresa.es',
  sysAdmin: 'sistemas@empresa.es',
  techManager: 'dpto.tecnologia@empresa.es',
  redesManager: 'subdpto.redes@empresa.es',
  desarrolloManager: 'subdpto.desarrollo@empresa.es',
  supportTeamManager: 'equipo.soporte@empresa.es',
  inspector: 'inspeccion@empresa.es',
  ana: 'ana.garcia@empresa.es',
  luis: 'luis.martin@empresa.es',
} as const;

type Member = { '@id': string; id: number; [key: string]: unknown };

/** `hydra:member` of a collection response, failing loudly when the shape is wrong. */
export function members(response: LightMyRequestResponse): Member[] {
  const body = response.json();
  if (!Array.isArray(body['hydra:member'])) throw new Error(`Not a Hydra collection: ${response.body.slice(0, 200)}`);
  return body['hydra:member'];
}
