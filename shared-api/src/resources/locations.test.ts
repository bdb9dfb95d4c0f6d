import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { loadMunicipios, loadProvincias } from './locations';

let api: FakeApi;
afterEach(() => {
  api.restore();
  localStorage.clear();
});

const madrid = { '@id': '/api/provincias/28', id: 28, nombre: 'Madrid' };
const alcala = { '@id': '/api/municipios/28005', id: 28005, nombre: 'Alcalá de Henares', provincia: madrid };

describe('location lists', () => {
  it('are fetched once and then read from browser storage', async () => {
    api = installFakeApi({
      'GET /api/provincias': () => ({ status: 200, data: { 'hydra:member': [madrid] } }),
      'GET /api/municipios?provincia=28': () => ({ status: 200, data: { 'hydra:member': [alcala] } }),
    });
    await expect(loadProvincias()).resolves.toEqual([madrid]);
    await expect(loadProvincias()).resolves.toEqual([madrid]);
    await expect(loadMunicipios(28)).resolves.toEqual([alcala]);
    await expect(loadMunicipios(28)).resolves.toEqual([alcala]);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/provincias', 'GET /api/municipios?provincia=28']);
  });

  it('are fetched again when the cached copy is unreadable', async () => {
    api = installFakeApi({ 'GET /api/provincias': () => ({ status: 200, data: { 'hydra:member': [madrid] } }) });
    localStorage.setItem('portal.locations.provincias', '{not json');
    await expect(loadProvincias()).resolves.toEqual([madrid]);
    localStorage.setItem('portal.locations.provincias', JSON.stringify([{ nombre: 'sin id' }]));
    await expect(loadProvincias()).resolves.toEqual([madrid]);
    expect(api.calls).toHaveLength(2);
  });

  it('are not cached when the call fails', async () => {
    api = installFakeApi({ 'GET /api/provincias': () => ({ status: 500, data: { error: 'Error interno' } }) });
    await expect(loadProvincias({ notifyErrors: false } as object)).rejects.toBeTruthy();
    expect(localStorage.getItem('portal.locations.provincias')).toBeNull();
  });
});
