import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

const get = (url: string) => injectWithLogin(ACCOUNTS.ana, { method: 'GET', url });

describe('locations reference data (docs/api-contract.md X)', () => {
  test('every INE municipio is served, each in its province', async () => {
    const all = members(await get('/api/municipios'));
    assert.ok(all.length >= 8100, `only ${all.length} municipios`);
    const provincias = new Set(all.map((municipio) => (municipio.provincia as { id: number }).id));
    assert.equal(provincias.size, 52);
  });

  test('municipios filter by province id or IRI, with the province embedded', async () => {
    const byIri = members(await get('/api/municipios?provincia=/api/provincias/28'));
    const byId = members(await get('/api/municipios?provincia=28'));
    assert.equal(byIri.length, 179);
    assert.deepEqual(
      byId.map((municipio) => municipio.id),
      byIri.map((municipio) => municipio.id),
    );
    assert.ok(byIri.every((municipio) => (municipio.provincia as { '@id': string })['@id'] === '/api/provincias/28'));
    const names = byIri.map((municipio) => String(municipio.nombre));
    assert.ok(names.includes('Alcalá de Henares'));
    const two = members(await get('/api/municipios?provincia[]=51&provincia[]=52'));
    assert.deepEqual(two.map((municipio) => municipio.id).sort(), [51001, 52001]);
  });

  test('provinces filter by community; one municipio by its INE id', async () => {
    const canarias = members(await get('/api/provincias?comunidad=5'));
    assert.deepEqual(canarias.map((provincia) => provincia.nombre), ['Las Palmas', 'Santa Cruz de Tenerife']);
    const madrid = (await get('/api/municipios/28079')).json();
    assert.equal(madrid.nombre, 'Madrid');
    assert.equal(madrid.provincia.nombre, 'Madrid');
    assert.equal((await get('/api/municipios/28999')).statusCode, 404);
  });
});
