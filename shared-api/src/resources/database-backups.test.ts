import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { databaseBackupsApi } from './database-backups';

let api: FakeApi;
afterEach(() => api.restore());

const run = { '@id': '/api/database_backups/4', id: 4, fileName: 'portal-1.sql.gz', status: 'running', log: ['Iniciando'], size: null };

describe('databaseBackupsApi', () => {
  it('starts a backup, reads its log and lists the files', async () => {
    api = installFakeApi({
      'POST /api/database_backup': () => ({ status: 202, data: run }),
      'GET /api/database_backups/4/log': () => ({ status: 200, data: { ...run, status: 'done' } }),
      'GET /api/database_backups': () => ({ status: 200, data: { 'hydra:member': [{ name: 'portal-1.sql.gz', createdAt: '2026-11-23 08:00:00', size: 10 }] } }),
    });
    await expect(databaseBackupsApi.start()).resolves.toEqual(run);
    await expect(databaseBackupsApi.run(4)).resolves.toMatchObject({ status: 'done' });
    await expect(databaseBackupsApi.list()).resolves.toEqual([{ name: 'portal-1.sql.gz', createdAt: '2026-11-23 08:00:00', size: 10 }]);
  });
});
