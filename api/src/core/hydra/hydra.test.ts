import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { parseHydraDocumentation, parseOpenApi3Documentation } from '@api-platform/api-doc-parser';
import type { InjectOptions } from 'fastify';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { describeResources } from './hydra-documentation.ts';

/** The contract's resource types (§1.2) by their collection segment: each is declared by the feature serving it. */
const CONTRACT_SEGMENTS = [
  'users', 'teams', 'departments', 'subdepartments', 'work_schedules', 'work_schedule_units', 'user_schedules', 'calendar_assignments',
  'justifications', 'configurations', 'tags', 'tag_types', 'tasks', 'task_statuses', 'subtasks', 'task_messages', 'subtask_messages',
  'work_time_histories', 'time_caps', 'media_objects', 'notifications', 'user_teams', 'user_department_accesses', 'provincias',
  'municipios', 'comunidad_autonomas', 'quizzes', 'quiz_users', 'app_events',
];

const { app, injectWithLogin } = await buildTestApp({ apiDocs: true });
const injectAsAdmin = (request: InjectOptions) => injectWithLogin(ACCOUNTS.admin, request);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The JSON-LD processor API Platform's own clients expand with, not a dependency of the API itself.
const jsonld = createRequire(import.meta.resolve('@api-platform/api-doc-parser'))('jsonld') as {
  expand(input: unknown, options: { base: string; documentLoader: (url: string) => Promise<unknown> }): Promise<Record<string, unknown>[]>;
};

describe('Hydra and OpenAPI documentation read by API Platform\'s parser', () => {

  test('every contract type is declared by one feature', () => {
    assert.deepEqual([...app.resourceTypes.keys()].sort(), [...CONTRACT_SEGMENTS].sort());
  });

  test('every response links to the Hydra documentation', async () => {
    const response = await fetch(`${address}/api/health`);
    assert.equal(response.headers.get('link'), `<${address}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
  });

  test('a refusal expands through its served @context to the Spanish reason, as API Platform Admin reads it', async () => {
    const expand = (body: unknown) =>
      jsonld.expand(body, {
        base: address,
        documentLoader: async (url) => ({ contextUrl: null, documentUrl: url, document: await (await fetch(url)).json() }),
      });
    const HYDRA = 'http://www.w3.org/ns/hydra/core#';
    const literal = (node: Record<string, unknown> | undefined, key: string) => (node?.[key] as { '@value': string }[] | undefined)?.[0]?.['@value'];
    const team = (await injectAsAdmin({ method: 'GET', url: '/api/teams' })).json()['hydra:member'][0];
    const forbidden = await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: team['@id'], payload: { name: 'Otro' } });
    assert.equal(forbidden.statusCode, 403);
    const [error] = await expand(forbidden.json());
    assert.deepEqual(error?.['@type'], [`${HYDRA}Error`]);
    assert.equal(literal(error, `${HYDRA}description`), forbidden.json().error);
    const refused = await injectAsAdmin({ method: 'PUT', url: team['@id'], payload: { name: ' ' } });
    assert.equal(refused.statusCode, 422);
    const [violationList] = await expand(refused.json());
    const [violation] = (violationList?.[`${address}/api/docs.jsonld#violations`] ?? []) as Record<string, unknown>[];
    assert.equal(literal(violation, `${address}/api/docs.jsonld#message`), 'El nombre de equipo no puede estar vacío');
    assert.equal(literal(violation, `${address}/api/docs.jsonld#propertyPath`), 'name');
    assert.equal(literal(violationList, `${HYDRA}description`), 'name: El nombre de equipo no puede estar vacío');
  });

  test('a filtered collection carries the search template API Platform Admin builds its filters from', async () => {
    // Twice: a kept answer carries it too.
    for (const _time of [1, 2]) {
      const teams = (await injectAsAdmin({ method: 'GET', url: '/api/teams' })).json();
      assert.equal(teams['hydra:search']['hydra:template'], '/api/teams{?department,subdepartment,deleted,managerOnly,incidentVisible}');
    }
  });

  test('each route\'s request schema appears in the documentation, field by field and operation by operation', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs.jsonld' })).json();
    type Operation = { 'hydra:method': string };
    type DocumentedClass = {
      'hydra:supportedProperty': { 'hydra:title': string; 'hydra:writeable': boolean; 'hydra:property': { '@id': string; 'hydra:supportedOperation'?: Operation[] } }[];
      'hydra:supportedOperation': Operation[];
    };
    const classes = new Map<string, DocumentedClass>(docs['hydra:supportedClass'].map((one: DocumentedClass & { '@id': string }) => [one['@id'], one]));
    const entrypointOperations = new Map(
      (classes.get('#Entrypoint')?.['hydra:supportedProperty'] ?? []).map(({ 'hydra:property': link }) => [link['@id'], (link['hydra:supportedOperation'] ?? []).map((op) => op['hydra:method'])]),
    );
    for (const resource of describeResources(app.registeredRoutes, app.resourceTypes)) {
      const documented = classes.get(`#${resource.shortName}`);
      assert.ok(documented, resource.shortName);
      for (const route of [...resource.collectionOperations, ...resource.itemOperations]) {
        const body = (route.schema as { body?: { properties?: Record<string, unknown> } } | undefined)?.body;
        for (const name of Object.keys(body?.properties ?? {})) {
          const property = documented['hydra:supportedProperty'].find((one) => one['hydra:title'] === name);
          assert.ok(property?.['hydra:writeable'], `${route.method} ${route.url}: ${name}`);
        }
      }
      assert.deepEqual(documented['hydra:supportedOperation'].map((op) => op['hydra:method']), resource.itemOperations.map((route) => route.method));
      assert.deepEqual(entrypointOperations.get(`#Entrypoint/${resource.segment}`), resource.collectionOperations.map((route) => route.method));
    }
  });

  for (const [parser, parse, url] of [
    ['parseHydraDocumentation', parseHydraDocumentation, '/api'],
    ['parseOpenApi3Documentation', parseOpenApi3Documentation, '/api/docs/json'],
  ] as const) {
    test(`${parser} finds every type of the contract, each with its fields and operations`, async () => {
      const { api } = await parse(`${address}${url}`);
      const byName = new Map(api.resources?.map((resource) => [resource.name, resource]));
      console.log(parser, summary(api.resources ?? []));
      const incomplete = CONTRACT_SEGMENTS.filter((segment) => {
        const resource = byName.get(segment);
        return !resource?.fields?.length || !resource.operations?.length;
      });
      assert.deepEqual(incomplete, []);
      assert.ok(byName.get('teams')?.writableFields?.some((field) => field.name === 'name'));
    });
  }
});

function summary(resources: { name: string; fields?: unknown[] | null; operations?: unknown[] | null }[]) {
  const count = (pick: (one: (typeof resources)[number]) => unknown[] | null | undefined) => resources.reduce((sum, one) => sum + (pick(one)?.length ?? 0), 0);
  return `resources ${resources.length} fields ${count((one) => one.fields)} operations ${count((one) => one.operations)}`;
}
