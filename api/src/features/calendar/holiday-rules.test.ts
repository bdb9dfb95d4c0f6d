import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

const LAURA = 'laura.diaz@empresa.es';
const PABLO = 'pablo.hernandez@empresa.es';
const DIEGO = 'diego.alvarez@empresa.es';
const CARMEN = 'carmen.munoz@empresa.es';

const ask = (email: string, first: string, last: string) =>
  injectWithLogin(email, {
    method: 'POST',
    url: '/api/calendar_assignments',
    payload: { type: 1, start: `${first}T00:00:00+01:00`, end: `${last}T23:59:59+01:00` },
  });
const requestsOf = async (email: string) =>
  Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id WHERE u.email = $1', [email]))[0]?.n);
const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id as number;
const setAllowance = (caller: string, targetId: number, holidayAllowance: unknown) =>
  injectWithLogin(caller, { method: 'PUT', url: `/api/users/${targetId}/holiday_allowance`, payload: { holidayAllowance } });

describe('POST /api/calendar_assignments rules', () => {
  test('a request in the past is refused and nothing is stored', async () => {
    const before = await requestsOf(PABLO);
    const response = await ask(PABLO, '2026-01-05', '2026-01-06');
    assert.deepEqual([response.statusCode, response.json().error], [422, 'No se pueden solicitar vacaciones en fechas pasadas']);
    assert.equal(await requestsOf(PABLO), before);
  });

  test('an end before the start is refused', async () => {
    const response = await ask(PABLO, '2028-03-10', '2028-03-09');
    assert.deepEqual([response.statusCode, response.json().error], [422, 'La fecha de fin debe ser mayor o igual a la de inicio']);
  });

  test('a period written with UTC instants covers the days as written, stored as those days in the requester’s zone and read the same by the approver', async () => {
    const asked = await injectWithLogin(DIEGO, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { type: 1, start: '2028-04-03T00:00:00Z', end: '2028-04-05T23:59:59Z' },
    });
    assert.equal(asked.statusCode, 201, asked.body);
    const own = asked.json();
    assert.deepEqual([own.startDay, own.endDay], ['2028-04-03', '2028-04-05']);
    assert.deepEqual([own.start, own.end], ['2028-04-03T00:00:00+02:00', '2028-04-05T23:59:59+02:00']);
    const seenByApprover = (await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/calendar_assignments/${own.id}` })).json();
    assert.deepEqual([seenByApprover.startDay, seenByApprover.endDay], ['2028-04-03', '2028-04-05']);

    // An end written as the next midnight ends the day before; a Canarias person's days are Canarias days.
    await app.db.query("UPDATE users SET timezone = 'Europe/London' WHERE email = $1", [CARMEN]);
    const canarias = await injectWithLogin(CARMEN, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { type: 1, start: '2028-04-10T00:00:00+02:00', end: '2028-04-12T00:00:00+02:00' },
    });
    assert.equal(canarias.statusCode, 201, canarias.body);
    assert.deepEqual([canarias.json().startDay, canarias.json().endDay, canarias.json().start], ['2028-04-10', '2028-04-11', '2028-04-10T01:00:00+02:00']);
    const [stored] = await app.db.query<{ start: string }>("SELECT to_char(start_at AT TIME ZONE 'Europe/London', 'HH24:MI') AS start FROM calendar_assignments WHERE id = $1", [
      canarias.json().id,
    ]);
    assert.equal(stored?.start, '00:00', 'the Canarias day begins at Canarias midnight');
    await app.db.query("UPDATE users SET timezone = 'Europe/Madrid' WHERE email = $1", [CARMEN]);
  });

  test('rows stored as UTC days read as those days once the whole-day migration ran, and rows already in days keep them', async () => {
    const diego = await userId(DIEGO);
    const insert = async (start: string, end: string) =>
      (await app.db.query<{ id: number }>('INSERT INTO calendar_assignments (user_id, type, start_at, end_at) VALUES ($1, 1, $2, $3) RETURNING id', [diego, start, end]))[0]?.id;
    const utcDays = await insert('2030-11-20T00:00:00Z', '2030-11-20T23:59:59Z');
    const exclusiveEnd = await insert('2030-11-25T00:00:00Z', '2030-11-27T00:00:00Z');
    const madridDays = await insert('2030-12-02T00:00:00+01:00', '2030-12-03T23:59:59+01:00');
    await app.db.exec(await readFile(new URL('../../core/db/migrations/151.do.whole-day-absences.sql', import.meta.url), 'utf8'));
    const days = async (id: number | undefined) => {
      const read = (await injectWithLogin(DIEGO, { method: 'GET', url: `/api/calendar_assignments/${id}` })).json();
      return [read.startDay, read.endDay, read.start, read.end];
    };
    assert.deepEqual(await days(utcDays), ['2030-11-20', '2030-11-20', '2030-11-20T00:00:00+01:00', '2030-11-20T23:59:59+01:00']);
    assert.deepEqual(await days(exclusiveEnd), ['2030-11-25', '2030-11-26', '2030-11-25T00:00:00+01:00', '2030-11-26T23:59:59+01:00']);
    assert.deepEqual(await days(madridDays), ['2030-12-02', '2030-12-03', '2030-12-02T00:00:00+01:00', '2030-12-03T23:59:59+01:00']);
    await app.db.query('DELETE FROM calendar_assignments WHERE id = ANY($1)', [[utcDays, exclusiveEnd, madridDays]]);
  });

  test('a period over 366 days is refused before its days are counted, and nothing is stored', async () => {
    const before = await requestsOf(PABLO);
    const endless = await ask(PABLO, '2028-03-10', '9999-12-30');
    assert.deepEqual([endless.statusCode, endless.json().error], [422, 'El periodo no puede superar 366 días']);
    assert.equal(endless.json().violations[0].propertyPath, 'end');
    const aYearAndADay = await ask(PABLO, '2028-03-10', '2029-03-11');
    assert.deepEqual([aYearAndADay.statusCode, aYearAndADay.json().error], [422, 'El periodo no puede superar 366 días']);
    assert.equal(await requestsOf(PABLO), before);
  });

  test('more working days than are left is refused with the balance message; what fits is accepted', async () => {
    const pablo = await userId(PABLO);
    assert.equal((await setAllowance(ACCOUNTS.admin, pablo, 5)).statusCode, 200);
    // Monday to Monday of a month without public holidays: six working days out of five.
    const tooMany = await ask(PABLO, '2028-06-05', '2028-06-12');
    assert.deepEqual([tooMany.statusCode, tooMany.json().error], [422, 'No tiene días suficientes']);
    assert.equal((await ask(PABLO, '2028-06-05', '2028-06-09')).statusCode, 201);
    // The pending five are held back: not one day more that year.
    const oneMore = await ask(PABLO, '2028-06-19', '2028-06-19');
    assert.equal(oneMore.json().error, 'No tiene días suficientes');
    // The next year has its own allowance.
    assert.equal((await ask(PABLO, '2029-01-08', '2029-01-08')).statusCode, 201);
  });

  test('a public holiday inside the period is not spent', async () => {
    const laura = await userId(LAURA);
    assert.equal((await setAllowance(ACCOUNTS.techManager, laura, 4)).statusCode, 200);
    const asked = () => ask(LAURA, '2028-09-04', '2028-09-08');
    assert.equal((await asked()).json().error, 'No tiene días suficientes');
    const holiday = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/public_holidays', payload: { date: '2028-09-06', name: 'Fiesta local' } });
    assert.equal(holiday.statusCode, 201, holiday.body);
    assert.equal((await asked()).statusCode, 201);
  });

  test('a department that allows overdrafts lets its people ask for more than is left', async () => {
    const ana = await userId(ACCOUNTS.ana);
    assert.equal((await setAllowance(ACCOUNTS.admin, ana, 0)).statusCode, 200);
    assert.equal((await ask(ACCOUNTS.ana, '2028-10-02', '2028-10-03')).json().error, 'No tiene días suficientes');
    await app.db.query("UPDATE departments SET allow_holiday_overdraft = true WHERE name = 'Tecnología'");
    try {
      assert.equal((await ask(ACCOUNTS.ana, '2028-10-02', '2028-10-03')).statusCode, 201);
    } finally {
      await app.db.query("UPDATE departments SET allow_holiday_overdraft = false WHERE name = 'Tecnología'");
    }
  });
});

describe('PUT /api/users/{id}/holiday_allowance', () => {
  test('admins and the manager of one of the person’s departments set it; it shows on the user', async () => {
    const laura = await userId(LAURA);
    const response = await setAllowance(ACCOUNTS.techManager, laura, 25);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().holidayAllowance, 25);
    const own = await injectWithLogin(LAURA, { method: 'GET', url: `/api/users/${laura}` });
    assert.equal(own.json().holidayAllowance, 25);
  });

  test('nobody else, nor the person themselves; a wrong value is refused and changes nothing', async () => {
    const laura = await userId(LAURA);
    await setAllowance(ACCOUNTS.admin, laura, 20);
    for (const caller of [LAURA, ACCOUNTS.redesManager, ACCOUNTS.supportTeamManager, ACCOUNTS.luis]) {
      const response = await setAllowance(caller, laura, 30);
      assert.ok([403, 404].includes(response.statusCode), `${caller}: ${response.statusCode}`);
    }
    for (const wrong of [-1, 367, 2.5, '10', null]) {
      const response = await setAllowance(ACCOUNTS.admin, laura, wrong);
      assert.deepEqual([response.statusCode, response.json().error], [422, 'Los días de vacaciones deben ser un número entero entre 0 y 366']);
    }
    const [row] = await app.db.query<{ holiday_allowance: number }>('SELECT holiday_allowance FROM users WHERE id = $1', [laura]);
    assert.equal(row?.holiday_allowance, 20);
  });

  test('a new user starts with 22 days', async () => {
    const [row] = await app.db.query<{ holiday_allowance: number }>("SELECT holiday_allowance FROM users WHERE email = 'luis.martin@empresa.es'");
    assert.equal(row?.holiday_allowance, 22);
  });
});

describe('DELETE /api/calendar_assignments/{id}', () => {
  test('the owner cancels a pending request; others cannot; a decided one stays', async () => {
    await setAllowance(ACCOUNTS.admin, await userId(LAURA), 22);
    const created = await ask(LAURA, '2028-11-06', '2028-11-07');
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'DELETE', url: `/api/calendar_assignments/${id}` })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'DELETE', url: `/api/calendar_assignments/${id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(LAURA, { method: 'DELETE', url: `/api/calendar_assignments/${id}` })).statusCode, 204);
    assert.equal((await app.db.query('SELECT 1 FROM calendar_assignments WHERE id = $1', [id])).length, 0);

    const decided = (await ask(LAURA, '2028-11-13', '2028-11-14')).json().id as number;
    await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/calendar_assignments/${decided}`, payload: { authorized: true, managed: true } });
    const refused = await injectWithLogin(LAURA, { method: 'DELETE', url: `/api/calendar_assignments/${decided}` });
    assert.deepEqual([refused.statusCode, refused.json().error], [409, 'La solicitud de vacaciones ya ha sido gestionada']);
  });
});

describe('GET /api/calendar_assignments/{year}/{month}/0/{b}', () => {
  test('b=0 is the caller’s own; b=1 adds teammates’ accepted requests and what the caller manages', async () => {
    await setAllowance(ACCOUNTS.admin, await userId(PABLO), 22);
    const pending = (await ask(PABLO, '2028-12-04', '2028-12-05')).json().id as number;
    const accepted = (await ask(LAURA, '2028-12-11', '2028-12-12')).json().id as number;
    await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/calendar_assignments/${accepted}`, payload: { authorized: true, managed: true } });
    const ids = async (email: string, url: string) => members(await injectWithLogin(email, { method: 'GET', url })).map((member) => member.id);

    assert.deepEqual(await ids(PABLO, '/api/calendar_assignments/2028/12/0/0'), [pending]);
    // Ana shares Soporte with both: she sees Laura away, never Pablo's pending request.
    const anaSees = await ids(ACCOUNTS.ana, '/api/calendar_assignments/2028/12/0/1');
    assert.ok(anaSees.includes(accepted));
    assert.ok(!anaSees.includes(pending));
    const managerSees = await ids(ACCOUNTS.techManager, '/api/calendar_assignments/2028/0/0/1');
    assert.ok(managerSees.includes(accepted) && managerSees.includes(pending));
    assert.ok(!(await ids(ACCOUNTS.luis, '/api/calendar_assignments/2028/12/0/1')).includes(accepted));
    // Another month holds neither.
    assert.deepEqual(await ids(PABLO, '/api/calendar_assignments/2028/11/0/0'), []);
  });

  test('the reserved segment and out-of-range months are refused', async () => {
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/calendar_assignments/2028/12/1/0' })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/calendar_assignments/2028/13/0/0' })).statusCode, 400);
  });
});

describe('/api/public_holidays', () => {
  test('everyone reads them by year; only admins add and remove; a day holds one', async () => {
    const body = { date: '2029-05-15', name: 'San Isidro' };
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'POST', url: '/api/public_holidays', payload: body })).statusCode, 403);
    const created = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/public_holidays', payload: body });
    assert.equal(created.statusCode, 201);
    const twice = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/public_holidays', payload: body });
    assert.deepEqual([twice.statusCode, twice.json().error], [409, 'Ya existe un festivo en esa fecha']);
    const wrong = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/public_holidays', payload: { date: '2029-02-30', name: 'x' } });
    assert.deepEqual([wrong.statusCode, wrong.json().error], [422, 'Fecha no válida']);
    const listed = members(await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/public_holidays?year=2029' }));
    assert.deepEqual(listed.map((holiday) => [holiday.date, holiday.name]), [['2029-05-15', 'San Isidro']]);
    const id = created.json().id as number;
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/public_holidays/${id}` })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: `/api/public_holidays/${id}` })).statusCode, 204);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: `/api/public_holidays/${id}` })).statusCode, 404);
  });
});
