/**
 * Every registered route × every demo role × inside/outside scope gives the
 * status written in `matrix.ts`. The routes come from the app itself, so a
 * route added without a row (or a row left for a removed route) fails here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../helper.ts';
import { createFixtures } from './fixtures.ts';
import { MATRIX } from './matrix.ts';
import { ROLES } from './roles.ts';

const { app, injectWithLogin } = await buildTestApp({ apiDocs: false });

/** `METHOD /url` of every route, without Fastify's automatic HEAD twins and trailing-slash duplicates. */
function registeredRoutes(): string[] {
  const keys = app.registeredRoutes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`);
  return [...new Set(keys)].sort();
}

test('every registered route has a row, and every row a route', () => {
  const routes = registeredRoutes();
  assert.ok(routes.length > 50, `only ${routes.length} routes found`);
  assert.deepEqual(
    routes.filter((route) => !(route in MATRIX)),
    [],
    'routes without a row in test/authorization/matrix.ts',
  );
  assert.deepEqual(
    Object.keys(MATRIX).filter((route) => !routes.includes(route)),
    [],
    'rows for routes the app does not register',
  );
});

test('each role gets the expected status on each route, inside and outside its scope', async () => {
  const fixtures = await createFixtures(app);
  const mismatches: string[] = [];
  let checked = 0;
  for (const [route, cases] of Object.entries(MATRIX)) {
    for (const [scope, matrixCase] of Object.entries(cases)) {
      for (const role of ROLES) {
        const request = await matrixCase.request(fixtures, role);
        const response = await injectWithLogin(ACCOUNTS[role], request);
        checked += 1;
        if (response.statusCode !== matrixCase.expect[role]) {
          mismatches.push(`${route} [${scope}] ${role}: expected ${matrixCase.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
  }
  assert.deepEqual(mismatches, []);
  console.log(`authorization matrix: ${Object.keys(MATRIX).length} routes, ${checked} checks (routes × cases × ${ROLES.length} roles)`);
});
