import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { reportFixtures } from './report-fixtures.ts';

// Jobs do not run here: these tests look at what a request leaves in the queue.
const { app, injectWithLogin } = await buildTestApp();
const fixtures = reportFixtures(app.db);

const ownDepartment = await fixtures.managedDepartmentId(ACCOUNTS.techManager);
const foreignDepartment = await fixtures.otherDepartmentId(ACCOUNTS.techManager);
const insider = await fixtures.user('Dentro Informes');
const outsider = await fixtures.user('Fuera Informes');
const ownTeam = await fixtures.team({ name: `Propio ${randomUUID().slice(0, 4)}`, departmentId: ownDepartment, managerId: insider, members: [] });
const foreignTeam = await fixtures.team({ name: `Ajeno ${randomUUID().slice(0, 4)}`, departmentId: foreignDepartment, managerId: outsider, members: [] });
const inspector = await fixtures.userId(ACCOUNTS.inspector);
const admin = await fixtures.userId(ACCOUNTS.admin);
const ownTask = await fixtures.task({ name: 'Tarea propia', teamId: ownTeam, createdById: insider });
const foreignTask = await fixtures.task({ name: 'Tarea ajena', teamId: foreignTeam, createdById: outsider });

type QueuedJob = { kind: string; status: string; payload: { request: Record<string, unknown>; to: string[]; cc: string[] } };
const jobCount = async () => Number((await app.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs`))[0]?.n);
const lastJob = async () => (await app.db.query<QueuedJob>(sql`SELECT kind, status, payload FROM jobs ORDER BY id DESC LIMIT 1`))[0];

const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });
const advanced = (email: string, payload: Record<string, unknown>) => injectWithLogin(email, { method: 'POST', url: '/api/reports/advanced_report', payload });

/** A refused request answers `status` with `message` and queues nothing. */
async function assertRefused(request: Promise<import('fastify').LightMyRequestResponse>, status: number, message?: string) {
  const before = await jobCount();
  const response = await request;
  assert.equal(response.statusCode, status, response.body);
  if (message) assert.equal(response.json().error, message);
  assert.equal(await jobCount(), before, 'nothing was queued');
}

describe('report requests', () => {
  it('queues a team report for an inspector and answers 202 with the caller e-mail', async () => {
    const response = await get(ACCOUNTS.inspector, `/api/reports/team_report/${foreignTeam}/2026-11-16/2026-11-22`);
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { message: 'Informe en cola', email: ACCOUNTS.inspector });
    assert.deepEqual(await lastJob(), {
      kind: 'report',
      status: 'queued',
      payload: { request: { report: 'team', teamId: foreignTeam, start: '2026-11-16', end: '2026-11-22' }, to: [ACCOUNTS.inspector], cc: [], requestedBy: inspector },
    });
  });

  it('lets a department manager ask inside their departments and refuses outside with 403', async () => {
    assert.equal((await get(ACCOUNTS.techManager, `/api/reports/team_report_nolimit/${ownTeam}/2026-01-01/2026-12-31`)).statusCode, 202);
    assert.deepEqual((await lastJob())?.payload.request, { report: 'team-nolimit', teamId: ownTeam, start: '2026-01-01', end: '2026-12-31' });
    assert.equal((await get(ACCOUNTS.techManager, `/api/reports/task_report/${ownTask}`)).statusCode, 202);
    assert.equal((await get(ACCOUNTS.techManager, `/api/reports/user_report/user/${insider}`)).statusCode, 202);
    assert.deepEqual((await lastJob())?.payload.request, { report: 'user', type: 'user', userId: insider, start: null, end: null, departments: [ownDepartment] });
    await assertRefused(get(ACCOUNTS.techManager, `/api/reports/team_report/${foreignTeam}/2026-11-16/2026-11-22`), 403);
    await assertRefused(get(ACCOUNTS.techManager, `/api/reports/task_report/${foreignTask}`), 403);
    await assertRefused(get(ACCOUNTS.techManager, `/api/reports/user_report/solicitante/${outsider}`), 403);
    await assertRefused(advanced(ACCOUNTS.techManager, { team: foreignTeam }), 403);
  });

  it('refuses members, team and sub-department managers with 403', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.supportTeamManager, ACCOUNTS.redesManager, ACCOUNTS.sysAdmin]) {
      await assertRefused(get(email, `/api/reports/task_report/${ownTask}`), 403);
      await assertRefused(advanced(email, { team: ownTeam }), 403);
    }
  });

  it('answers 404 for an unknown team, user or task', async () => {
    await assertRefused(get(ACCOUNTS.admin, '/api/reports/team_report/999999/2026-11-16/2026-11-22'), 404);
    await assertRefused(get(ACCOUNTS.admin, '/api/reports/task_report/999999'), 404);
    await assertRefused(get(ACCOUNTS.admin, '/api/reports/user_report/user/999999'), 404);
  });

  it('validates with the messages of the spec', async () => {
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/user_report/jefe/${insider}`), 400, 'Parámetro incorrecto');
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/user_report/user/abc`), 400, 'Parámetro incorrecto');
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/user_report/user/${insider}/2026-02-30/2026-03-01`), 400, 'Parámetro incorrecto');
    await assertRefused(
      get(ACCOUNTS.admin, `/api/reports/user_report/solicitante/${insider}/2026-03-02/2026-03-01`),
      422,
      'La fecha de fin debe ser mayor o igual a la de inicio',
    );
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/team_report/${ownTeam}/2026-11-22/2026-11-16`), 422, 'La fecha de fin debe ser mayor o igual a la de inicio');
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/team_report/${ownTeam}/2026-01-01/2026-02-01`), 422, 'El periodo no puede superar 31 días');
    await assertRefused(get(ACCOUNTS.admin, `/api/reports/team_report_nolimit/${ownTeam}/2026-11-16/nunca`), 400, 'Parámetro incorrecto');
    await assertRefused(advanced(ACCOUNTS.admin, { keywords: 'vpn' }), 422, 'Debe seleccionar un equipo');
    await assertRefused(advanced(ACCOUNTS.admin, { team: ownTeam, start: '2026-05-02', end: '2026-05-01' }), 422, 'La fecha de fin debe ser mayor o igual a la de inicio');
    await assertRefused(advanced(ACCOUNTS.admin, { team: 'equipo' }), 400, 'Parámetro incorrecto');
  });

  it('accepts a 31-day team report and an equal start and end', async () => {
    assert.equal((await get(ACCOUNTS.admin, `/api/reports/team_report/${ownTeam}/2026-01-01/2026-01-31`)).statusCode, 202);
    assert.equal((await get(ACCOUNTS.admin, `/api/reports/user_report/solicitante/${insider}/2026-03-01/2026-03-01`)).statusCode, 202);
  });

  it('queues the advanced report for the caller, never for the e-mail in the body', async () => {
    const response = await advanced(ACCOUNTS.admin, {
      email: 'otro@example.com',
      team: `/api/teams/${ownTeam}`,
      applicant: ' marta@cliente.es ',
      keywords: 'vpn',
      start: '2026-04-01',
      end: '2026-04-30',
    });
    assert.equal(response.statusCode, 202);
    assert.equal(response.json().email, ACCOUNTS.admin);
    assert.deepEqual((await lastJob())?.payload, {
      request: { report: 'advanced', teamId: ownTeam, applicant: 'marta@cliente.es', keywords: 'vpn', start: '2026-04-01', end: '2026-04-30' },
      to: [ACCOUNTS.admin],
      cc: [],
      requestedBy: admin,
    });
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/reports/task_report/${ownTask}` });
    assert.equal(response.statusCode, 401);
  });
});
