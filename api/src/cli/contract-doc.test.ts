import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildTestApp } from '../../test/helper.ts';
import { endpointTables, type OpenApiDocument, withEndpointTables } from './contract-doc/endpoint-tables.ts';

// Tests run from a compiled copy whose sources are links: the document is found beside the real file.
const source = realpathSync(fileURLToPath(import.meta.url).replace(/\.js$/, '.ts'));
const CONTRACT_DOC = path.resolve(path.dirname(source), '../../../docs/api-contract.md');
const { app } = await buildTestApp({ apiDocs: true });

describe('docs/api-contract.md', () => {
  test('its endpoint tables are those the OpenAPI document of the running app gives (pnpm --filter ./api contract:doc writes them)', async () => {
    const committed = await readFile(CONTRACT_DOC, 'utf8');
    const published = app.swagger() as unknown as OpenApiDocument;
    assert.equal(committed, withEndpointTables(committed, endpointTables(published)));
  });

  test('every route of the app has its row, so a new route cannot be left out', async () => {
    const committed = await readFile(CONTRACT_DOC, 'utf8');
    // Hidden routes (the error contexts) and the documentation's own are left out of the OpenAPI on purpose.
    const hidden = (schema: unknown) => (schema as { hide?: boolean } | undefined)?.hide === true;
    const documented = app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD' && !hidden(route.schema),
    );
    assert.ok(documented.length > 100);
    const missing = documented.filter(({ method, url }) => {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\/$/, '');
      return !committed.includes(`| ${method} | \`${path}\` |`);
    });
    assert.deepEqual(missing.map(({ method, url }) => `${method} ${url}`), []);
  });
});
