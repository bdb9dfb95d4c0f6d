/**
 * Property-based bad input over every write route the app registers: random
 * bodies, path ids and query strings from random demo roles. Never a 5xx, and
 * a refused request (4xx) leaves every table exactly as it was.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../helper.ts';

/** 38 × the 28 write routes of today = 1,064 generated requests per run (at least 1,000). */
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS_PER_ROUTE || 38);
const { app, login } = await buildTestApp();

/** Tables a refusal changes on purpose: failed password guesses are counted and logged (docs/api-contract.md §10.6, §10.12). */
const COUNTING_TABLES = new Set(['login_failures', 'app_events']);
/**
 * A logged failed sign-in is also announced to the admins' live activity list: only the two sign-in routes may
 * announce a refusal (a generated body rarely has the string e-mail and password that reach the check).
 */
const announcesRefusal = (path: string) => path === '/api/login' || path === '/api/login_check';

const tables = (
  await app.db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
)
  .map((row) => row.name)
  .filter((name) => !COUNTING_TABLES.has(name));

/**
 * Columns a background job goes on writing after its request was accepted: a
 * backup started by an earlier generated request logs and finishes in its row,
 * so only which runs exist is compared there. Every request, refused or not,
 * stamps the last use of its session.
 */
const BACKGROUND_COLUMNS: Record<string, string> = {
  database_backups: 'id, file_name, started_by_id, started_at',
  user_sessions: 'id, user_id, token_version, user_agent, ip, started_at',
};

/** Row count and an order-independent checksum of every table, in one query. */
const fingerprintQuery = tables
  .map((name) => {
    const source = BACKGROUND_COLUMNS[name] ? `(SELECT ${BACKGROUND_COLUMNS[name]} FROM "${name}")` : `"${name}"`;
    return `SELECT '${name}' AS name, count(*)::int AS rows, coalesce(sum(hashtext(t::text)::bigint), 0)::text AS sum FROM ${source} t`;
  })
  .join(' UNION ALL ');
const fingerprintOfTables = async () => JSON.stringify(await app.db.query(fingerprintQuery));
/**
 * The first transaction id not yet assigned: a transaction gets one when it first writes, so while this
 * value stays the same nothing was written anywhere and the last fingerprint still holds.
 */
const nextTransactionId = async () => (await app.db.query<{ next: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next'))[0]?.next;
/** The last fingerprint taken, with the transaction id that was next when it was taken. */
let known: { print: string; nextTransaction: string | undefined } | undefined;
let tablesRead = 0;
async function fingerprint(): Promise<string> {
  // Read before the tables: a write in between makes the id differ next time, never a stale fingerprint pass.
  const nextTransaction = await nextTransactionId();
  if (known && nextTransaction !== undefined && known.nextTransaction === nextTransaction) return known.print;
  tablesRead += 1;
  known = { print: await fingerprintOfTables(), nextTransaction };
  return known.print;
}
const withoutAnnouncements = (print: string) => JSON.stringify((JSON.parse(print) as { name: string }[]).filter((table) => table.name !== 'live_updates'));

const writeRoutes = [
  ...new Set(
    app.registeredRoutes
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`),
  ),
].sort();

const existingIds = (await app.db.query<{ id: number }>('SELECT id FROM teams UNION SELECT id FROM users UNION SELECT id FROM departments LIMIT 60')).map((row) => row.id);
const id = fc.oneof(fc.constantFrom(...existingIds), fc.integer({ min: -5, max: 3_000_000_000 }), fc.string({ maxLength: 12 }));
const reference = fc.oneof(
  id,
  id.map((value) => `/api/users/${value}`),
  id.map((value) => `/api/teams/${value}`),
  id.map((value) => ({ '@id': `/api/departments/${value}` })),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom('', ' ', '\u0000', '<script>', "'; DROP TABLE users; --", '9'.repeat(40), 'ROLE_ADMIN', '1', 'true'),
);
const value = fc.oneof({ depthSize: 'small' }, scalar, reference, fc.array(fc.oneof(scalar, reference), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
/** Field names the API reads, so bodies reach the handlers' own checks, plus anything else. */
const FIELDS = [
  'name', 'user', 'users', 'team', 'team_id', 'user_id', 'responsable_id', 'title', 'department', 'subdepartment', 'deleted', 'roles', 'email',
  'value', 'data', 'authorized', 'managed', 'rejectReason', 'type', 'start', 'end', 'schedule', 'status', 'incident', 'messages', 'reason_id',
  'justifiedSeconds', 'explanation', 'id', 'oldPassword', 'newPassword', 'username', 'password', 'logo', 'image', 'options', 'birthday',
  'municipio', 'provincia', 'timezone', 'situation', 'phone', 'taskInboxPassword', 'taskInboxUsername', 'managerOnly', 'requireTime',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
  fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);
const query = fc.dictionary(fc.constantFrom('page', 'itemsPerPage', 'id', 'deleted', 'team', 'user', 'x'), fc.string({ maxLength: 10 }), { maxKeys: 3 });
const role = fc.constantFrom(...(Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]));

const sessions = new Map<string, string>();
/** The role's session token; logging in writes (last login), so it happens before the fingerprint is taken. */
async function sessionOf(who: keyof typeof ACCOUNTS): Promise<string> {
  const email = ACCOUNTS[who];
  if (!sessions.has(email)) sessions.set(email, await login(email).catch(() => 'sin-sesion'));
  return sessions.get(email) ?? '';
}
async function send(who: keyof typeof ACCOUNTS, request: InjectOptions) {
  const response = await app.inject({ ...request, headers: { origin: ORIGIN, ...request.headers }, cookies: { BEARER: await sessionOf(who) } });
  // A generated write may end its own session (a role change, a logout): log in again next time.
  if (response.statusCode === 401) sessions.delete(ACCOUNTS[who]);
  return response;
}

test(`${RUNS_PER_ROUTE} generated requests on each write route: no 5xx, and refusals change nothing`, async () => {
  assert.ok(writeRoutes.length >= 20, `only ${writeRoutes.length} write routes found`);
  const startedAt = performance.now();
  let sent = 0;
  let refused = 0;
  for (const route of writeRoutes) {
    const [method, url] = route.split(' ') as [InjectOptions['method'], string];
    await fc.assert(
      fc.asyncProperty(role, id, body, query, async (who, pathId, payload, search) => {
        const path = url.replace(':id', encodeURIComponent(String(pathId))).replace(':userId', encodeURIComponent(String(pathId)));
        await sessionOf(who);
        const before = await fingerprint();
        const response = await send(who, {
          method,
          url: path,
          query: search,
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
        });
        sent += 1;
        assert.ok(response.statusCode < 500, `${method} ${path} as ${who} gave ${response.statusCode}: ${response.body.slice(0, 300)}`);
        if (response.statusCode >= 400) {
          refused += 1;
          const print = await fingerprint();
          const [after, expected] = announcesRefusal(url) ? [withoutAnnouncements(print), withoutAnnouncements(before)] : [print, before];
          assert.equal(after, expected, `${method} ${path} as ${who} was refused (${response.statusCode}) but changed the database`);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, includeErrorInReport: true },
    );
  }
  console.log(
    `bad input: ${sent} generated requests over ${writeRoutes.length} write routes, ${refused} refused, every table read ${tablesRead} times, in ${Math.round((performance.now() - startedAt) / 1000)} s`,
  );
});
