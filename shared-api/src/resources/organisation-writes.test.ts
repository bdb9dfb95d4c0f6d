import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { configurationsApi } from './configurations';
import { membershipsApi } from './memberships';
import { teamsApi } from './teams';

let api: FakeApi;
afterEach(() => api.restore());

describe('organisation writes', () => {
  it('team delete goes through team_delete with a JSON body; restore is a merged PUT', async () => {
    api = installFakeApi({
      'PUT /api/team_delete/3': () => ({ status: 200, data: { id: 3, deleted: true } }),
      'PUT /api/teams/3': () => ({ status: 200, data: { id: 3, deleted: false } }),
    });
    await expect(teamsApi.softDelete(3)).resolves.toEqual({ id: 3, deleted: true });
    await teamsApi.restore(3);
    expect(api.calls).toEqual([
      { key: 'PUT /api/team_delete/3', body: {} },
      { key: 'PUT /api/teams/3', body: { deleted: false } },
    ]);
  });

  it('memberships send the contract’s snake_case ids', async () => {
    api = installFakeApi({
      'PUT /api/user_team_add': () => ({ status: 200, data: { id: 3 } }),
      'PUT /api/user_team_del': () => ({ status: 200, data: { id: 3 } }),
    });
    await membershipsApi.add({ userId: 7, teamId: 3, title: 'Técnico', responsableId: 5 });
    await membershipsApi.remove({ userId: 7, teamId: 3 });
    expect(api.calls).toEqual([
      { key: 'PUT /api/user_team_add', body: { user_id: 7, team_id: 3, title: 'Técnico', responsable_id: 5 } },
      { key: 'PUT /api/user_team_del', body: { user_id: 7, team_id: 3 } },
    ]);
  });

  it('lists the configuration rows of one name for one team', async () => {
    api = installFakeApi({
      'GET /api/configurations?name=team_unlock_tasks&data=3': () => ({ status: 200, data: { 'hydra:member': [{ id: 9, value: ['1'] }] } }),
    });
    await expect(configurationsApi.listFor('team_unlock_tasks', '3')).resolves.toEqual([{ id: 9, value: ['1'] }]);
  });
});
