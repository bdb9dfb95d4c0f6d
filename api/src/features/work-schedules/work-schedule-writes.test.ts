import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectWithLogin(ACCOUNTS.admin, { method, url, payload });
const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id as number;
const rangesOf = async (scheduleId: number) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM work_schedule_units WHERE work_schedule_id = $1', [scheduleId]))[0]?.n;
const newSchedule = async (name: string) => {
  const created = await asAdmin('POST', '/api/work_schedules', { name, description: 'Pruebas' });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().id as number;
};
const addRange = (scheduleId: number, range: object, email: string = ACCOUNTS.admin) =>
  injectWithLogin(email, { method: 'POST', url: `/api/horarios/addUnit/${scheduleId}`, payload: range });
const violation = (response: { json(): { violations: { propertyPath: string; message: string }[] } }) => {
  const [first] = response.json().violations;
  return [first?.propertyPath, first?.message];
};

describe('work schedules: writing', () => {
  test('an admin creates a schedule, draws two ranges on Monday and removes one; the answer is the whole schedule', async () => {
    const id = await newSchedule('Partido');
    const first = await addRange(id, { week_day: 1, start: '08:00', end: '14:00' });
    assert.equal(first.statusCode, 200, first.body);
    const second = await addRange(id, { week_day: 1, start: '1970-01-01T15:00:00+01:00', end: '18:30' });
    const units = second.json().units as { id: number; week_day: number; start: string; end: string }[];
    assert.deepEqual(
      units.map((unit) => [unit.week_day, unit.start, unit.end]),
      [
        [1, '1970-01-01T08:00:00+01:00', '1970-01-01T14:00:00+01:00'],
        [1, '1970-01-01T15:00:00+01:00', '1970-01-01T18:30:00+01:00'],
      ],
    );
    assert.equal((await asAdmin('DELETE', `/api/work_schedule_units/${units[1]?.id}`)).statusCode, 204);
    assert.equal(await rangesOf(id), 1);
    assert.equal((await asAdmin('DELETE', `/api/work_schedule_units/${units[1]?.id}`)).statusCode, 404);
    const renamed = await asAdmin('PUT', `/api/work_schedules/${id}`, { name: 'Partido de verano', description: '' });
    assert.deepEqual([renamed.statusCode, renamed.json().name, renamed.json().description, renamed.json().deleted], [200, 'Partido de verano', null, false]);
  });

  test('ranges must end after they start and must not overlap another of the same day; nothing is stored when refused', async () => {
    const id = await newSchedule('Mañanas de prueba');
    assert.equal((await addRange(id, { week_day: 2, start: '08:00', end: '14:00' })).statusCode, 200);
    const cases: [object, string, string][] = [
      [{ week_day: 2, start: '15:00', end: '15:00' }, 'end', 'La hora de fin debe ser posterior a la de inicio'],
      [{ week_day: 2, start: '16:00', end: '15:00' }, 'end', 'La hora de fin debe ser posterior a la de inicio'],
      [{ week_day: 2, start: '13:59', end: '16:00' }, 'start', 'El tramo se solapa con otro del mismo día'],
      [{ week_day: 2, start: '07:00', end: '20:00' }, 'start', 'El tramo se solapa con otro del mismo día'],
      [{ week_day: 8, start: '08:00', end: '09:00' }, 'week_day', 'El día de la semana no es válido'],
      [{ week_day: '1', start: '08:00', end: '09:00' }, 'week_day', 'El día de la semana no es válido'],
      [{ week_day: 3, start: '25:00', end: '26:00' }, 'start', 'La hora no es válida'],
      [{ week_day: 3, start: '08:00' }, 'end', 'La hora no es válida'],
    ];
    for (const [range, field, message] of cases) {
      const refused = await addRange(id, range);
      assert.equal(refused.statusCode, 422, JSON.stringify(range));
      assert.deepEqual(violation(refused), [field, message], JSON.stringify(range));
    }
    assert.equal(await rangesOf(id), 1);
    // The same hours on another day are fine.
    assert.equal((await addRange(id, { week_day: 3, start: '08:00', end: '14:00' })).statusCode, 200);
  });

  test('a blank name is refused; an unknown schedule is 404', async () => {
    const refused = await asAdmin('POST', '/api/work_schedules', { name: '  ' });
    assert.deepEqual([refused.statusCode, ...violation(refused)], [422, 'name', 'El nombre no puede estar vacío']);
    assert.equal((await addRange(999999, { week_day: 1, start: '08:00', end: '09:00' })).statusCode, 404);
    assert.equal((await asAdmin('PUT', '/api/work_schedules/999999', { name: 'X' })).statusCode, 404);
  });

  test('only admins write; everyone else reads, and is refused without a change', async () => {
    const id = await newSchedule('Solo lectura');
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.redesManager, ACCOUNTS.sysAdmin, ACCOUNTS.ana]) {
      assert.equal((await injectWithLogin(email, { method: 'POST', url: '/api/work_schedules', payload: { name: 'No' } })).statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'PUT', url: `/api/work_schedules/${id}`, payload: { name: 'No' } })).statusCode, 403, email);
      assert.equal((await addRange(id, { week_day: 1, start: '08:00', end: '09:00' }, email)).statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'GET', url: `/api/work_schedules/${id}` })).json().name, 'Solo lectura', email);
    }
    assert.equal(await rangesOf(id), 0);
  });
});

describe('work schedules: deleting', () => {
  test('a schedule people hold is not deleted and the answer counts them; once free it is deleted, left out of the picker, and restored', async () => {
    const id = await newSchedule('Turno de tarde');
    const ana = await userId(ACCOUNTS.ana);
    const luis = await userId(ACCOUNTS.luis);
    await app.db.query('UPDATE users SET work_schedule_id = $1 WHERE id = $2', [id, ana]);
    await app.db.query('UPDATE users SET duty_schedule_id = $1 WHERE id = $2', [id, luis]);
    const listed = members(await asAdmin('GET', '/api/work_schedules')).find((schedule) => schedule.id === id);
    assert.equal(listed?.people, 2);
    const refused = await asAdmin('PUT', `/api/work_schedules/${id}`, { name: 'Turno de tarde', deleted: true });
    assert.deepEqual([refused.statusCode, refused.json().error], [409, 'Hay 2 personas con este horario']);
    assert.equal((await asAdmin('GET', `/api/work_schedules/${id}`)).json().deleted, false);

    await app.db.query('UPDATE users SET work_schedule_id = NULL WHERE id = $1', [ana]);
    await app.db.query('UPDATE users SET duty_schedule_id = NULL WHERE id = $1', [luis]);
    assert.equal((await asAdmin('PUT', `/api/work_schedules/${id}`, { name: 'Turno de tarde', deleted: true })).json().deleted, true);
    const offered = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/work_schedules' })).map((schedule) => schedule.id);
    assert.ok(!offered.includes(id), 'a deleted schedule is not offered to members');
    const restored = await asAdmin('PUT', `/api/work_schedules/${id}`, { name: 'Turno de tarde', deleted: false });
    assert.equal(restored.json().deleted, false);
  });
});

describe('work schedules: the weekly hours follow the ranges at once', () => {
  test('the session’s weekly schedule (the 77 % rule’s base) grows with a new range', async () => {
    const id = await newSchedule('Jornada nueva');
    const luis = await userId(ACCOUNTS.luis);
    await app.db.query('UPDATE users SET work_schedule_id = $1 WHERE id = $2', [id, luis]);
    const maxLock = async () => (await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/session/${luis}` })).json().max_lock;
    assert.equal(await maxLock(), 0);
    await addRange(id, { week_day: 1, start: '08:00', end: '14:00' });
    assert.equal(await maxLock(), 6 * 3600);
  });
});
