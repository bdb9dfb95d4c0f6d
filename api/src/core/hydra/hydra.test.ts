import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseHydraDocumentation, parseOpenApi3Documentation } from '@api-platform/api-doc-parser';
import type { InjectOptions } from 'fastify';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { describeResources } from './hydra-documentation.ts';

const { app, injectWithLogin } = await buildTestApp({ apiDocs: true });
const injectAsAdmin = (request: InjectOptions) => injectWithLogin(ACCOUNTS.admin, request);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

describe('Hydra and OpenAPI documentation read by API Platform\'s parser', () => {

  test('every response links to the Hydra documentation', async () => {
    const response = await fetch(`${address}/api/health`);
    assert.equal(response.headers.get('link'), `<${address}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);
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
    for (const resource of describeResources(app.registeredRoutes)) {
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

  test('parseHydraDocumentation finds the resources of the contract, with fields and operations', async () => {
    const { api } = await parseHydraDocumentation(`${address}/api`);
    const byName = new Map(api.resources?.map((resource) => [resource.name, resource]));
    for (const name of ['users', 'teams', 'departments', 'subdepartments', 'tasks', 'tags', 'configurations', 'notifications']) {
      const resource = byName.get(name);
      assert.ok(resource, name);
      assert.ok((resource.fields?.length ?? 0) > 1, `${name} fields`);
      assert.ok((resource.operations?.length ?? 0) > 0, `${name} operations`);
    }
    assert.ok(byName.get('teams')?.writableFields?.some((field) => field.name === 'name'));
    console.log('hydra', summary(api.resources ?? []));
  });

  test('parseOpenApi3Documentation reads the OpenAPI document', async () => {
    const { api } = await parseOpenApi3Documentation(`${address}/api/docs/json`);
    assert.ok(api.resources?.some((resource) => resource.name === 'teams'));
    console.log('openapi', summary(api.resources ?? []));
  });
});

function summary(resources: { name: string; fields?: unknown[] | null; operations?: unknown[] | null }[]) {
  const count = (pick: (one: (typeof resources)[number]) => unknown[] | null | undefined) => resources.reduce((sum, one) => sum + (pick(one)?.length ?? 0), 0);
  return `resources ${resources.length} fields ${count((one) => one.fields)} operations ${count((one) => one.operations)}`;
}
