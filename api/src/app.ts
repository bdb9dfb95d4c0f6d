import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import authentication from './core/authentication/index.ts';
import authorization from './core/authorization/index.ts';
import type { AppConfig } from './core/config.ts';
import { createDatabase } from './core/db/create-database.ts';
import type { Database } from './core/db/database.ts';
import dbPlugin from './core/db/db-plugin.ts';
import { migrate } from './core/db/migrate.ts';
import { seedDatabase } from './core/db/seed/seed.ts';
import errorHandler from './core/errors/error-handler.ts';
import contentParsers from './core/external/content-parsers.ts';
import cookie from './core/external/cookie.ts';
import helmet from './core/external/helmet.ts';
import hydra from './core/hydra/index.ts';
import swagger, { API_TITLE } from './core/external/swagger.ts';
import fileStorage from './core/file-storage/index.ts';
import jobs from './core/jobs/jobs-plugin.ts';
import liveUpdates from './core/live-updates/index.ts';
import maintenanceMode from './core/maintenance/maintenance-mode.ts';
import mailer from './core/mail/mailer-plugin.ts';
import { dataChangesPlugin } from './core/response-cache/data-changes.ts';
import responseCache from './core/response-cache/index.ts';
import csrf from './core/security/csrf.ts';
import { redactSecrets } from './core/security/log-redaction.ts';
import { createSecretBox, type SecretBox } from './core/security/secret-box.ts';
import { forgetKeysKeptInDatabase, keysKeptInDatabase, loadServerKeys, type ServerKeys } from './core/security/server-keys.ts';
import { createTokenService } from './core/security/tokens.ts';
import { inDependencyOrder } from './core/features.ts';
import { demoSeeds, FEATURES } from './features/index.ts';
import { frameworkError } from './core/errors/error-handler.ts';
import type { ResourceType } from './core/json-ld/resource-types.ts';
import { documentResourceResponses } from './core/json-ld/response-schemas.ts';
import type { RegisteredRoute } from './core/routing/registered-routes.ts';

/**
 * Bytes a JSON body may have unless its route says otherwise: every JSON body
 * of the API is a form's worth of fields, and a larger one only costs parsing
 * time. Uploads are multipart, limited by their own parser.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** An open database at the current schema, the instance's keys, and the box that seals what the database keeps secret (team inbox passwords). */
export type PreparedDatabase = { db: Database; keys: ServerKeys; secretBox: SecretBox };

/**
 * Opens the database and brings it to the current schema, with demo data on an empty one.
 * `copyOfPrepared`: the database is a copy of one this code prepared with the same migration and
 * seed sources (the tests' template), so migrating and seeding it would find nothing to do; checking
 * that costs a test app about half a second of CPU.
 */
export async function prepareDatabase(
  config: AppConfig,
  { copyOfPrepared = false }: { copyOfPrepared?: boolean } = {},
): Promise<PreparedDatabase & { migrations: number; demoAdded: boolean }> {
  const db = await createDatabase(config);
  try {
    // Keys an older version kept in the database reach the keys file, then leave the database.
    const keys = await loadServerKeys(config, await keysKeptInDatabase(db));
    await forgetKeysKeptInDatabase(db);
    const migrations = copyOfPrepared ? 0 : await migrate(db);
    const secretBox = createSecretBox(keys.inboxSecretKey);
    const { demoAdded } =
      copyOfPrepared || config.seed === 'none'
        ? { demoAdded: false }
        : await seedDatabase(db, secretBox, { demo: config.seed === 'demo', filesDir: config.filesDir, demoSeeds });
    return { db, keys, secretBox, migrations, demoAdded };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * One validator compiler for every app this process builds. An app's route schemas are the same
 * objects each time, so the next app (tests build one per file, several in a process) reuses the
 * compiled validators instead of spending most of its start compiling them again.
 */
const validatorsOfThisProcess = AjvCompiler();

/** A request as the log shows it: a link's token is a key to an account or a decision, so it never reaches the log. */
export function requestForLog(request: { method: string; url: string; ip: string }) {
  return { method: request.method, url: redactSecrets(request.url), remoteAddress: request.ip };
}

/** Where log lines go instead of standard output (tests read them). */
export type LogStream = { write(line: string): void };

/**
 * Builds the API on an open, migrated database. Plugins load in dependency
 * order: third-party wrappers, then the core decorators (database, errors,
 * CSRF, session, authorization, live updates, mail, jobs, file storage), then
 * the features, each after those it names as dependencies (each registers
 * its services, jobs and routes).
 */
export async function buildApp(config: AppConfig, { db, keys, secretBox }: PreparedDatabase, logStream?: LogStream): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel
      ? { level: config.logLevel, serializers: { req: requestForLog }, hooks: { streamWrite: redactSecrets }, ...(logStream && { stream: logStream }) }
      : false,
    // Server-sent-event streams never end on their own; close must not wait for them.
    forceCloseConnections: true,
    // request.ip comes from X-Forwarded-For only behind a proxy the operator names (login throttling counts per address).
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: validatorsOfThisProcess } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  const resourceTypes = new Map<string, ResourceType>();
  app.decorate('resourceTypes', resourceTypes);
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= JSON_BODY_LIMIT;
    documentResourceResponses(route, resourceTypes);
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, schema: route.schema, bodyLimit: route.bodyLimit });
  });
  app.decorate('registeredRoutes', registeredRoutes);

  const tokens = createTokenService({
    sessionSecret: keys.sessionSecret,
    subscriberSecret: keys.subscriberSecret,
    ttlSeconds: config.sessionTtlSeconds,
    subscriberTtlSeconds: config.hubTokenTtlSeconds,
  });

  await app.register(helmet);
  await app.register(contentParsers);
  await app.register(cookie);
  if (config.apiDocs) await app.register(swagger);
  await app.register(hydra, { title: API_TITLE });

  await app.register(dbPlugin, { db });
  await app.register(errorHandler);
  await app.register(csrf, { allowedOrigins: config.appOrigins });
  await app.register(dataChangesPlugin, { listen: config.responseCache });
  if (config.responseCache) await app.register(responseCache);
  await app.register(authentication, { tokens });
  await app.register(authorization);
  await app.register(maintenanceMode);
  await app.register(liveUpdates, { publicOrigin: config.appOrigins[0] ?? '' });
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(jobs, { run: config.runJobs, pollMs: config.jobPollMs });
  await app.register(fileStorage, { dir: config.filesDir });

  for (const feature of inDependencyOrder(FEATURES)) await app.register(feature, { config, secretBox });
  return app;
}
