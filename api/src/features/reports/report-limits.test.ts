import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { claimNextJob, completeJob } from '../../core/jobs/job-store.ts';
import { reportFixtures } from './report-fixtures.ts';
import { MAX_REPORTS_IN_FLIGHT } from './report-queue.ts';
import { REPORT_JOB } from './report-request.ts';

// Jobs do not run here: the tests finish them through the job store, as a runner would.
const { app, injectWithLogin } = await buildTestApp();
const fixtures = reportFixtures(app.db);
const department = await fixtures.managedDepartmentId(ACCOUNTS.techManager);
const manager = await fixtures.user('Límites Informes');
const teamId = await fixtures.team({ name: 'Límites de informes', departmentId: department, managerId: manager, members: [] });

const queuedReports = async () =>
  Number((await app.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${REPORT_JOB} AND status IN ('queued', 'running')`))[0]?.n);
const teamReport = (email: string, start: string, end: string) =>
  injectWithLogin(email, { method: 'GET', url: `/api/reports/team_report_nolimit/${teamId}/${start}/${end}` });
const monthReport = (email: string, month: number) => teamReport(email, `2026-${String(month).padStart(2, '0')}-01`, `2026-${String(month).padStart(2, '0')}-28`);

async function finishQueuedReports(): Promise<void> {
  for (let job = await claimNextJob(app.db, 'test-runner', [REPORT_JOB], 60); job; job = await claimNextJob(app.db, 'test-runner', [REPORT_JOB], 60)) {
    await completeJob(app.db, job, 'test-runner');
  }
}

const accepted = (response: LightMyRequestResponse, email: string) => assert.deepEqual([response.statusCode, response.json()], [202, { message: 'Informe en cola', email }]);

describe('report request limits', () => {
  it(`refuses a user's report beyond ${MAX_REPORTS_IN_FLIGHT} in preparation with 429, and accepts again once they are sent`, async () => {
    for (const month of [1, 2, 3]) accepted(await monthReport(ACCOUNTS.inspector, month), ACCOUNTS.inspector);
    const fourth = await monthReport(ACCOUNTS.inspector, 4);
    assert.equal(fourth.statusCode, 429, fourth.body);
    assert.match(String(fourth.headers['content-type']), /^application\/ld\+json/);
    assert.equal(fourth.json()['hydra:description'], 'Ya tiene informes en preparación. Espere a recibirlos.');
    assert.equal(await queuedReports(), 3, 'the refused report was not queued');
    accepted(await monthReport(ACCOUNTS.admin, 4), ACCOUNTS.admin);

    await finishQueuedReports();
    accepted(await monthReport(ACCOUNTS.inspector, 4), ACCOUNTS.inspector);
    await finishQueuedReports();
  });

  it('answers a request identical to a pending one with that one, queuing nothing more', async () => {
    accepted(await monthReport(ACCOUNTS.techManager, 5), ACCOUNTS.techManager);
    const again = await monthReport(ACCOUNTS.techManager, 5);
    accepted(again, ACCOUNTS.techManager);
    assert.equal(await queuedReports(), 1);
    accepted(await monthReport(ACCOUNTS.admin, 5), ACCOUNTS.admin);
    assert.equal(await queuedReports(), 2, 'the same report for another user is theirs');
    await finishQueuedReports();
    accepted(await monthReport(ACCOUNTS.techManager, 5), ACCOUNTS.techManager);
    assert.equal(await queuedReports(), 1, 'a report already sent is prepared again');
    await finishQueuedReports();
  });

  it('queues no more than the limit when one user sends many requests at once', async () => {
    const answers = await Promise.all([6, 7, 8, 9, 10, 11].map((month) => monthReport(ACCOUNTS.inspector, month)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [202, 202, 202, 429, 429, 429]);
    assert.equal(await queuedReports(), MAX_REPORTS_IN_FLIGHT);
    await finishQueuedReports();
  });

  it('refuses ranges over 366 days with 422 and queues nothing', async () => {
    const tooLong = [
      teamReport(ACCOUNTS.inspector, '1000-01-01', '9999-12-31'),
      teamReport(ACCOUNTS.inspector, '2025-01-01', '2026-01-02'),
      injectWithLogin(ACCOUNTS.inspector, { method: 'GET', url: `/api/reports/user_report/user/${manager}/2020-01-01/2026-01-01` }),
      injectWithLogin(ACCOUNTS.inspector, { method: 'POST', url: '/api/reports/advanced_report', payload: { team: teamId, start: '2020-01-01', end: '2026-01-01' } }),
    ];
    for (const response of await Promise.all(tooLong)) {
      assert.equal(response.statusCode, 422, response.body);
      assert.equal(response.json().violations[0].message, 'El periodo no puede superar 366 días');
    }
    assert.equal(await queuedReports(), 0);
    accepted(await teamReport(ACCOUNTS.inspector, '2024-01-01', '2024-12-31'), ACCOUNTS.inspector);
  });
});
