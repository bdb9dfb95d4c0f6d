import { type FakeApi, installFakeApi } from '../testing/fake-api-adapter';
import { reportsApi } from './reports';

let api: FakeApi;
afterEach(() => api.restore());

const queued = () => ({ status: 202, data: { message: 'Informe en cola', email: 'inspeccion@empresa.es' } });

describe('reportsApi', () => {
  it('asks for each report on its contract path, with the dates only when the request has them', async () => {
    api = installFakeApi({
      'GET /api/reports/task_report/55': queued,
      'GET /api/reports/user_report/solicitante/7': queued,
      'GET /api/reports/user_report/user/7/2026-11-02/2026-11-08': queued,
      'GET /api/reports/team_report/3/2026-11-16/2026-11-22': queued,
      'GET /api/reports/team_report_nolimit/3/2026-01-01/2026-11-22': queued,
    });
    await expect(reportsApi.request({ report: 'task', taskId: 55 })).resolves.toEqual({ message: 'Informe en cola', email: 'inspeccion@empresa.es' });
    await reportsApi.request({ report: 'user', type: 'solicitante', userId: 7, range: null });
    await reportsApi.request({ report: 'user', type: 'user', userId: 7, range: { start: '2026-11-02', end: '2026-11-08' } });
    await reportsApi.request({ report: 'team', teamId: 3, range: { start: '2026-11-16', end: '2026-11-22' } });
    await reportsApi.request({ report: 'team-nolimit', teamId: 3, range: { start: '2026-01-01', end: '2026-11-22' } });
    expect(api.calls.map((call) => call.key)).toHaveLength(5);
  });

  it('posts the advanced report with trimmed texts and null dates when there is no range', async () => {
    api = installFakeApi({ 'POST /api/reports/advanced_report': queued });
    await reportsApi.request({ report: 'advanced', teamId: 3, applicant: ' marta@cliente.es ', keywords: ' vpn ', range: null, email: 'ana@empresa.es' });
    expect(api.calls[0]?.body).toEqual({ email: 'ana@empresa.es', applicant: 'marta@cliente.es', team: 3, keywords: 'vpn', start: null, end: null });
  });
});
