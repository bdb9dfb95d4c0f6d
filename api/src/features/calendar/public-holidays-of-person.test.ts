/** A person's public holidays (Spain's, their community's, the organisation's), the working days they save, and the note to the approver. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';

const { app, injectWithLogin } = await buildTestApp();

/** Laura works in Las Palmas de Gran Canaria, in Canarias' time zone; Pablo, her teammate in Soporte, in Madrid. */
const LAURA = 'laura.diaz@empresa.es';
const PABLO = 'pablo.hernandez@empresa.es';
const LAS_PALMAS = 35016;

const userId = async (email: string) => (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id as number;
const laura = await userId(LAURA);
const pablo = await userId(PABLO);
await app.db.query("UPDATE users SET municipio_id = $1, timezone = 'Europe/London' WHERE id = $2", [LAS_PALMAS, laura]);

const holidaysOf = (caller: string, id: number, first: string, last: string) =>
  injectWithLogin(caller, { method: 'GET', url: `/api/users/${id}/public_holidays?date[after]=${first}&date[before]=${last}` });
const setAllowance = (id: number, holidayAllowance: number) =>
  injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${id}/holiday_allowance`, payload: { holidayAllowance } });
const ask = (email: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  injectWithLogin(email, { method: 'POST', url: '/api/calendar_assignments', payload: { type: 1, start, end, ...extra } });
const requestsOf = async (id: number) =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM calendar_assignments WHERE user_id = $1', [id]))[0]?.n;
const cancel = (email: string, id: number) => injectWithLogin(email, { method: 'DELETE', url: `/api/calendar_assignments/${id}` });

function assertJsonLdError(response: Awaited<ReturnType<typeof holidaysOf>>, status: number) {
  assert.equal(response.statusCode, status, response.body);
  assert.match(String(response.headers['content-type']), /^application\/ld\+json/);
  assert.equal(typeof response.json()['hydra:description'], 'string');
}

describe('GET /api/users/:id/public_holidays', () => {
  test("a person of Canarias has 'Día de Canarias' on 30 May 2026 and a person of Madrid does not", async () => {
    const canarias = await holidaysOf(LAURA, laura, '2026-01-01', '2026-12-31');
    assert.equal(canarias.statusCode, 200, canarias.body);
    assert.equal(canarias.json()['@type'], 'hydra:Collection');
    const lauras = members(canarias);
    assert.deepEqual(
      lauras.filter((holiday) => holiday.date === '2026-05-30').map(({ name, region, '@type': type }) => ({ name, region, type })),
      [{ name: 'Día de Canarias', region: 'ES-CN', type: 'PublicHoliday' }],
    );
    assert.ok(lauras.some((holiday) => holiday.date === '2026-12-25' && holiday.region === 'ES'), 'national days are there too');
    assert.ok(lauras.every((holiday) => holiday.date !== '2026-05-02'), "Madrid's own day is not Canarias'");

    const pablos = members(await holidaysOf(PABLO, pablo, '2026-01-01', '2026-12-31'));
    assert.ok(pablos.every((holiday) => holiday.date !== '2026-05-30'));
    assert.ok(pablos.some((holiday) => holiday.date === '2026-05-02' && holiday.name === 'Día de la Comunidad de Madrid'));
    // Only public days: Mother's Day and Easter Sunday are observances.
    assert.ok(pablos.every((holiday) => !['2026-05-03', '2026-04-05'].includes(holiday.date as string)));
  });

  test("the organisation's own holidays are added to everyone's, and an approver reads the requester's", async () => {
    const added = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/public_holidays', payload: { date: '2027-02-10', name: 'Aniversario' } });
    assert.equal(added.statusCode, 201, added.body);
    for (const [caller, id] of [[LAURA, laura], [PABLO, pablo], [ACCOUNTS.techManager, laura]] as const) {
      const found = members(await holidaysOf(caller, id, '2027-02-01', '2027-02-28'));
      assert.deepEqual(found.map(({ date, name, region }) => ({ date, name, region })), [{ date: '2027-02-10', name: 'Aniversario', region: null }]);
      assert.equal(found[0]?.['@id'], added.json()['@id']);
    }
  });

  test('a range that is missing, reversed, not a day or longer than three years is a 400 JSON-LD error', async () => {
    assertJsonLdError(await injectWithLogin(LAURA, { method: 'GET', url: `/api/users/${laura}/public_holidays` }), 400);
    assertJsonLdError(await holidaysOf(LAURA, laura, '2026-05-31', '2026-05-01'), 400);
    assertJsonLdError(await holidaysOf(LAURA, laura, '2026-02-30', '2026-03-01'), 400);
    assertJsonLdError(await holidaysOf(LAURA, laura, '2026-1-01', '2026-03-01'), 400);
    assertJsonLdError(await holidaysOf(LAURA, laura, '2026-01-01', '2029-01-01'), 400);
    assert.equal((await holidaysOf(LAURA, laura, '2026-01-01', '2028-12-31')).statusCode, 200);
  });

  test('a person who does not exist is a 404', async () => {
    assertJsonLdError(await holidaysOf(ACCOUNTS.ana, 999_999, '2026-01-01', '2026-12-31'), 404);
  });
});

describe('the working days of a holiday request', () => {
  // Monday 29 May to Friday 2 June 2028: five weekdays, and 30 May is Día de Canarias.
  test("leave out the person's public holidays: four days for Canarias, five for Madrid", async () => {
    assert.equal((await setAllowance(laura, 4)).statusCode, 200);
    assert.equal((await setAllowance(pablo, 4)).statusCode, 200);
    const madrid = await ask(PABLO, '2028-05-29T00:00:00+02:00', '2028-06-02T23:59:59+02:00');
    assert.deepEqual([madrid.statusCode, madrid.json().error], [422, 'No tiene días suficientes']);
    const canarias = await ask(LAURA, '2028-05-29T00:00:00+01:00', '2028-06-02T23:59:59+01:00');
    assert.equal(canarias.statusCode, 201, canarias.body);
    assert.deepEqual([canarias.json().startDay, canarias.json().endDay], ['2028-05-29', '2028-06-02']);
    // The four are held back: not one working day more that year.
    assert.equal((await ask(LAURA, '2028-06-05T00:00:00+01:00', '2028-06-05T23:59:59+01:00')).json().error, 'No tiene días suficientes');
    assert.equal((await cancel(LAURA, canarias.json().id)).statusCode, 204);
  });

  test('a client that writes UTC instants gets the same days and the same count', async () => {
    assert.equal((await setAllowance(laura, 4)).statusCode, 200);
    const utc = await ask(LAURA, '2028-05-29T00:00:00Z', '2028-06-02T23:59:59Z');
    assert.equal(utc.statusCode, 201, utc.body);
    assert.deepEqual([utc.json().startDay, utc.json().endDay], ['2028-05-29', '2028-06-02']);
    assert.equal((await cancel(LAURA, utc.json().id)).statusCode, 204);
    // The same week written as UTC instants of one more day is five working days: refused with four.
    const longer = await ask(LAURA, '2028-05-29T00:00:00Z', '2028-06-05T23:59:59Z');
    assert.deepEqual([longer.statusCode, longer.json().error], [422, 'No tiene días suficientes']);
  });
});

describe('the note to the approver', () => {
  test('is stored trimmed with the request and read by the approver in the pending list', async () => {
    assert.equal((await setAllowance(pablo, 22)).statusCode, 200);
    const note = `  Boda de mi hermana en Sevilla. ${'¡'.repeat(10)}  `;
    const asked = await ask(PABLO, '2028-09-11T00:00:00+02:00', '2028-09-12T23:59:59+02:00', { note });
    assert.equal(asked.statusCode, 201, asked.body);
    assert.equal(asked.json().note, note.trim());
    const pending = members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: '/api/calendar_assignments?type=1&managed=false&decidable=true' }));
    assert.equal(pending.find((item) => item.id === asked.json().id)?.note, note.trim());

    const blank = await ask(PABLO, '2028-09-18T00:00:00+02:00', '2028-09-18T23:59:59+02:00', { note: '   ' });
    assert.equal(blank.json().note, null);
  });

  test('of 500 characters is kept; of 501 is a 400 JSON-LD error and changes nothing', async () => {
    const longest = await ask(PABLO, '2028-10-16T00:00:00+02:00', '2028-10-16T23:59:59+02:00', { note: 'n'.repeat(500) });
    assert.equal(longest.statusCode, 201, longest.body);
    assert.equal(longest.json().note.length, 500);
    const before = await requestsOf(pablo);
    const tooLong = await ask(PABLO, '2028-10-23T00:00:00+02:00', '2028-10-23T23:59:59+02:00', { note: 'n'.repeat(501) });
    assertJsonLdError(tooLong, 400);
    assert.equal(await requestsOf(pablo), before);
    await assert.rejects(app.db.query("UPDATE calendar_assignments SET note = repeat('n', 501) WHERE id = $1", [longest.json().id]));
  });

  test('is not shown to teammates, who only see an accepted request as away', async () => {
    const asked = await ask(PABLO, '2028-11-13T00:00:00+01:00', '2028-11-14T23:59:59+01:00', { note: 'Mudanza' });
    assert.equal(asked.statusCode, 201, asked.body);
    const accepted = await injectWithLogin(ACCOUNTS.techManager, {
      method: 'PUT',
      url: `/api/calendar_assignments/${asked.json().id}`,
      payload: { authorized: true, managed: true },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const seen = (caller: string) =>
      injectWithLogin(caller, { method: 'GET', url: '/api/calendar_assignments/2028/11/0/1' }).then((response) => members(response).find((item) => item.id === asked.json().id));
    assert.equal((await seen(ACCOUNTS.ana))?.note, null);
    assert.equal((await seen(ACCOUNTS.techManager))?.note, 'Mudanza');
    assert.equal((await seen(PABLO))?.note, 'Mudanza');
  });
});
