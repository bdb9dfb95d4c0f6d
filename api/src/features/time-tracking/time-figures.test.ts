import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { PABLO, timeFixtures } from '../../../test/fixtures/time-fixtures.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
const get = (email: string, url: string) => injectWithLogin(email, { method: 'GET', url });

describe('GET /api/get_time_work_day/{date}[/{userId}]', () => {
  test('one day in the user’s time zone: seconds inside the day and the entries that touch it', async () => {
    const id = await fixtures.task('Soporte', 'Día');
    await fixtures.entry(PABLO, { task: id }, '2026-01-15T09:00:00+01:00', '2026-01-15T11:30:00+01:00');
    // Crosses midnight in Madrid: only the half hour after it counts for the 16th.
    await fixtures.entry(PABLO, { task: id }, '2026-01-15T23:00:00+01:00', '2026-01-16T00:30:00+01:00');
    const day = await get(PABLO, '/api/get_time_work_day/2026-01-15');
    assert.equal(day.statusCode, 200);
    assert.deepEqual([day.json().date, day.json().seconds, day.json().histories.length], ['2026-01-15', 9000 + 3600, 2]);
    assert.equal(day.json().user, `/api/users/${await fixtures.userId(PABLO)}`);
    assert.equal((await get(PABLO, '/api/get_time_work_day/2026-01-16')).json().seconds, 1800);
  });

  test('managers in scope read a member’s day; others get 404; bad dates 400', async () => {
    const pablo = await fixtures.userId(PABLO);
    assert.equal((await get(ACCOUNTS.redesManager, `/api/get_time_work_day/2026-01-15/${pablo}`)).json().seconds, 12_600);
    assert.equal((await get(ACCOUNTS.admin, `/api/get_time_work_day/2026-01-15/${pablo}`)).statusCode, 200);
    assert.equal((await get(ACCOUNTS.luis, `/api/get_time_work_day/2026-01-15/${pablo}`)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.ana, `/api/get_time_work_day/2026-01-15/${pablo}`)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.admin, '/api/get_time_work_day/2026-01-15/999999')).statusCode, 404);
    for (const date of ['2026-02-30', '15-01-2026', 'hoy']) {
      const bad = await get(PABLO, `/api/get_time_work_day/${date}`);
      assert.deepEqual([bad.statusCode, bad.json().error], [400, 'Fecha no válida'], date);
    }
  });
});

describe('GET /api/get_time_work_week/{userId} and /api/self_time', () => {
  test('this week per day matches the session figures and self_time', async () => {
    const id = await fixtures.task('Soporte', 'Semana');
    const ana = await fixtures.userId(ACCOUNTS.ana);
    const start = new Date(Date.now() - 2 * 60_000);
    await fixtures.entry(ACCOUNTS.ana, { task: id }, start.toISOString(), new Date(start.getTime() + 60_000).toISOString());
    const week = (await get(ACCOUNTS.ana, `/api/get_time_work_week/${ana}`)).json();
    assert.equal(Object.keys(week.days).length, 7);
    assert.match(week.week_start, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(week.seconds, Object.values(week.days as Record<string, number>).reduce((sum, one) => sum + one, 0));
    const self = (await get(ACCOUNTS.ana, '/api/self_time')).json();
    const session = await app.sessions.timeFigures(ana);
    assert.deepEqual(self, { day_time: session.day_time, week_time: session.week_time });
    assert.equal(week.seconds, self.week_time);
    assert.ok(week.seconds >= 60);
    assert.equal((await get(ACCOUNTS.luis, `/api/get_time_work_week/${ana}`)).statusCode, 404);
    assert.equal((await get(ACCOUNTS.techManager, `/api/get_time_work_week/${ana}`)).statusCode, 200);
  });
});
