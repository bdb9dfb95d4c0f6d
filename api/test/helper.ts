/**
 * Builds the real app on a real database for each test file: PGlite by
 * default, the PostgreSQL server of DATABASE_URL when set. The first file to
 * run migrates and seeds a template database once; every test app then works
 * on its own copy of it, so files never see each other's changes.
 */
import path from 'node:path';
import { after } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { type AppConfig, configFromEnv } from '../src/core/config.ts';
import { DEMO_PASSWORD } from '../src/core/db/seed/demo-accounts.ts';
import { freshTestDatabase, pgliteCopy } from './test-database.ts';

export const ORIGIN = 'http://127.0.0.1:8080';

// Jobs only run in tests that ask for it (buildTestApp({ runJobs: true, smtpUrl })): the others check what gets queued.
export function testConfig(dataDir: string): AppConfig {
  return {
    ...configFromEnv({ SEED: 'demo' }),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    backupDir: path.join(dataDir, 'backups'),
    // Generated keys travel with the copy of the seeded template, which sealed its mailbox passwords with them.
    keysFile: path.join(dataDir, 'server-keys.json'),
    logLevel: false,
    jwtSecret: undefined,
    appOrigins: [ORIGIN],
    runJobs: false,
  };
}

/** A private copy of the seeded PGlite template (folder with its files); the caller removes it. */
export async function copyOfSeededDatabase(): Promise<string> {
  return (await pgliteCopy(testConfig)).dataDir;
}

export type TestApp = {
  app: FastifyInstance;
  /** Injects `request` as `email` (logged in once per app), with an allowed Origin. */
  injectWithLogin(email: string, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the `BEARER` cookie value. */
  login(email: string, password?: string): Promise<string>;
};

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await freshTestDatabase(testConfig);
  const config = { ...testConfig(database.dataDir), databaseUrl: database.databaseUrl, ...overrides };
  const app = await buildApp(config, await prepareDatabase(config, { copyOfPrepared: true }));
  await app.ready();
  after(async () => {
    await app.close();
    await database.remove();
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
