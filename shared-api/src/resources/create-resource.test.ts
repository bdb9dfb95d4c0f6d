import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { createResource } from './create-resource';

type Team = { id: number; name: string };
const teams = createResource<Team>('teams');
const soporte = { '@id': '/api/teams/3', id: 3, name: 'Soporte' };

let api: FakeApi;
afterEach(() => api.restore());

describe('createResource', () => {
  it('lists the hydra:member of GET /api/{resource} with its query', async () => {
    api = installFakeApi({ 'GET /api/teams?deleted=false': () => ({ status: 200, data: { 'hydra:member': [soporte] } }) });
    await expect(teams.list({ deleted: false })).resolves.toEqual([soporte]);
  });

  it('gets, creates, updates and removes by item URL', async () => {
    api = installFakeApi({
      'GET /api/teams/3': () => ({ status: 200, data: soporte }),
      'POST /api/teams': ({ body }) => ({ status: 201, data: { ...soporte, ...(body as object) } }),
      'PUT /api/teams/3': ({ body }) => ({ status: 200, data: { ...soporte, ...(body as object) } }),
      'DELETE /api/teams/3': () => ({ status: 204 }),
    });
    await expect(teams.get(3)).resolves.toEqual(soporte);
    await expect(teams.create({ name: 'Redes' })).resolves.toMatchObject({ name: 'Redes' });
    await expect(teams.update(3, { name: 'Soporte N2' })).resolves.toMatchObject({ name: 'Soporte N2' });
    await expect(teams.remove(3)).resolves.toBeUndefined();
    expect(api.calls).toEqual([
      { key: 'GET /api/teams/3', body: null },
      { key: 'POST /api/teams', body: { name: 'Redes' } },
      { key: 'PUT /api/teams/3', body: { name: 'Soporte N2' } },
      { key: 'DELETE /api/teams/3', body: null },
    ]);
  });

  it('sends JSON on POST and PUT, and a merge patch on PATCH', async () => {
    const contentTypes: Record<string, unknown> = {};
    const record =
      (method: string) =>
      ({ config }: { config: { headers: { get(name: string): unknown } } }) => {
        contentTypes[method] = config.headers.get('Content-Type');
        return { status: 200, data: soporte };
      };
    api = installFakeApi({ 'POST /api/teams': record('POST'), 'PUT /api/teams/3': record('PUT'), 'PATCH /api/teams/3': record('PATCH') });
    await teams.create({ name: 'x' });
    await teams.update(3, { name: 'x' });
    await teams.patch(3, { urgent: true });
    expect(contentTypes).toEqual({
      POST: 'application/json',
      PUT: 'application/json',
      PATCH: 'application/merge-patch+json',
    });
    expect(api.calls.at(-1)).toEqual({ key: 'PATCH /api/teams/3', body: { urgent: true } });
  });

  it('passes request options through', async () => {
    api = installFakeApi({ 'GET /api/teams/9': () => ({ status: 404, data: { error: 'Not Found' } }) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(teams.get(9, { notifyErrors: false })).rejects.toThrow();
    expect(error).not.toHaveBeenCalled();
  });

  it('counts with a one-item page, reading its hydra:totalItems', async () => {
    api = installFakeApi({ 'GET /api/teams?deleted=false&page=1&itemsPerPage=1': () => ({ status: 200, data: { 'hydra:member': [soporte], 'hydra:totalItems': 42 } }) });
    await expect(teams.count({ deleted: false })).resolves.toBe(42);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/teams?deleted=false&page=1&itemsPerPage=1']);
  });
});

