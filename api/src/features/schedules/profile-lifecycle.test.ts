import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { injectWithLogin } = await buildTestApp();

const LAURA = 'laura.diaz@empresa.es';

async function idOf(email: string): Promise<number> {
  const [user] = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/users?email=${encodeURIComponent(email)}` }));
  assert.ok(user);
  return user.id;
}

async function scheduleId(name: string, email: string = ACCOUNTS.ana): Promise<number> {
  const found = members(await injectWithLogin(email, { method: 'GET', url: '/api/work_schedules' })).find((schedule) => schedule.name === name);
  assert.ok(found, name);
  return found.id;
}

const ask = (email: string, payload: object) => injectWithLogin(email, { method: 'POST', url: '/api/user_schedules', payload });
const ownView = async (email: string, id: number) => (await injectWithLogin(email, { method: 'GET', url: `/api/users/${id}` })).json();

describe('a schedule change asked from the profile', () => {
  test('is pending, shows in the own profile, replaces an older pending one and can be cancelled', async () => {
    const laura = await idOf(LAURA);
    const mornings = await scheduleId('Mañanas');
    const split = await scheduleId('Jornada partida');

    const first = await ask(LAURA, { user: `/api/users/${laura}`, schedule: `/api/work_schedules/${mornings}`, type: 1, authorized: true });
    assert.equal(first.statusCode, 201);
    assert.equal(first.json().authorized, false);
    const second = await ask(LAURA, { user: `/api/users/${laura}`, schedule: `/api/work_schedules/${split}`, type: 1 });
    assert.equal(second.statusCode, 201);

    const profile = await ownView(LAURA, laura);
    const pending = profile.userSchedules.filter((request: { authorized: boolean }) => !request.authorized);
    assert.deepEqual(
      pending.map((request: { id: number; schedule: { name: string } }) => [request.id, request.schedule.name]),
      [[second.json().id, 'Jornada partida']],
    );
    assert.equal(profile.workSchedule.name, 'Tardes');

    const cancel = await injectWithLogin(LAURA, { method: 'DELETE', url: `/api/user_schedules/${second.json().id}` });
    assert.equal(cancel.statusCode, 204);
    assert.equal((await ownView(LAURA, laura)).userSchedules.length, 0);
  });

  test('a type other than 1 or 2 is refused with "Tipo incorrecto"; a deleted schedule is refused', async () => {
    const laura = await idOf(LAURA);
    const response = await ask(LAURA, { user: laura, schedule: null, type: 3 });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().error, 'Tipo incorrecto');
    const retired = await scheduleId('Horario de verano 2023', ACCOUNTS.admin);
    const refused = await ask(LAURA, { user: laura, schedule: retired, type: 1 });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().error, 'El horario seleccionado no es válido');
  });

  test('a manager approves it and the member’s profile shows the new schedule', async () => {
    const laura = await idOf(LAURA);
    const created = await ask(LAURA, { user: laura, schedule: await scheduleId('Mañanas'), type: 1 });
    const accepted = await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/user_schedules/${created.json().id}`, payload: { authorized: true } });
    assert.equal(accepted.statusCode, 200);
    assert.equal((await ownView(LAURA, laura)).workSchedule.name, 'Mañanas');
    // The member may not cancel it any more.
    const cancel = await injectWithLogin(LAURA, { method: 'DELETE', url: `/api/user_schedules/${created.json().id}` });
    assert.equal(cancel.statusCode, 403);
  });
});

describe('an authorized schedule saved by a manager', () => {
  test('replaces the earlier one of the same date and type and the user’s schedule; other dates and types stay', async () => {
    const pablo = await idOf('pablo.hernandez@empresa.es');
    const save = (schedule: string | null, type: 1 | 2, start: string) =>
      ask(ACCOUNTS.techManager, { user: `/api/users/${pablo}`, schedule, type, start, authorized: true });
    const split = `/api/work_schedules/${await scheduleId('Jornada partida')}`;
    const afternoons = `/api/work_schedules/${await scheduleId('Tardes')}`;
    const weekend = `/api/work_schedules/${await scheduleId('Guardia fin de semana')}`;

    const earlier = await save(split, 1, '2026-03-02T09:00:00+01:00');
    const otherDate = await save(split, 1, '2026-03-03T09:00:00+01:00');
    const duty = await save(weekend, 2, '2026-03-02T09:00:00+01:00');
    const later = await save(afternoons, 1, '2026-03-02T17:30:00+01:00');
    for (const response of [earlier, otherDate, duty, later]) {
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().authorized, true);
    }

    const requests = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/user_schedules?user=${pablo}&authorized=true` }));
    const ids = requests.map((request) => request.id);
    assert.ok(!ids.includes(earlier.json().id), 'the earlier request of that date and type is gone');
    for (const kept of [otherDate, duty, later]) assert.ok(ids.includes(kept.json().id));

    const user = await ownView(ACCOUNTS.admin, pablo);
    assert.equal(user.workSchedule.name, 'Tardes');
    assert.equal(user.dutySchedule.name, 'Guardia fin de semana');
  });

  test('a member cannot authorize their own request, nor ask for someone else', async () => {
    const laura = await idOf(LAURA);
    const ana = await idOf(ACCOUNTS.ana);
    const forOther = await ask(LAURA, { user: ana, schedule: null, type: 1 });
    assert.equal(forOther.statusCode, 403);
    const own = await ask(LAURA, { user: laura, schedule: null, type: 2, authorized: true });
    assert.equal(own.json().authorized, false);
    assert.equal((await ownView(LAURA, laura)).dutySchedule, null);
  });
});
