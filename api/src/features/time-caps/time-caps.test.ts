import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { hoursAgo, timeFixtures } from '../../../test/fixtures/time-fixtures.ts';

const { app, injectWithLogin } = await buildTestApp();
const fixtures = timeFixtures(app);
before(() => fixtures.withoutTime());

const grant = (email: string, payload: object) => injectWithLogin(email, { method: 'POST', url: '/api/time_caps', payload });
const capsOf = async (userId: number) => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM time_caps WHERE user_id = $1', [userId]))[0]?.n;
/** Caps charge work done since they were granted; tests record past work, so the grant is moved back. */
const grantedDaysAgo = (capId: number, days: number) => app.db.query(`UPDATE time_caps SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [capId, days]);
const work = (taskOrSubtask: { task?: number; subtask?: number }, from: number, to: number) =>
  injectWithLogin(ACCOUNTS.ana, { method: 'POST', url: '/api/createTimeHistory', payload: { ...taskOrSubtask, startedAt: hoursAgo(from), endedAt: hoursAgo(to) } });
const capView = async (id: number) => (await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/time_caps/${id}` })).json();

describe('time caps: roles and scope', () => {
  test('a department manager grants to users of their department, not outside it; the list follows the same scope', async () => {
    const ana = await fixtures.userId(ACCOUNTS.ana);
    const luis = await fixtures.userId(ACCOUNTS.luis);
    const granted = await grant(ACCOUNTS.techManager, { user: `/api/users/${ana}`, name: 'Bolsa de horas Q2', time: 36000 });
    assert.equal(granted.statusCode, 201, granted.body);
    const body = granted.json();
    assert.deepEqual([body['@type'], body.user.id, body.name, body.time, body.usedTime, body.workTimeHistories], ['TimeCap', ana, 'Bolsa de horas Q2', 36000, 0, []]);
    const before = await capsOf(luis);
    const outside = await grant(ACCOUNTS.techManager, { user: `/api/users/${luis}`, name: 'Fuera', time: 3600 });
    assert.equal(outside.statusCode, 403);
    assert.equal(await capsOf(luis), before, 'nothing stored');
    const luisCap = (await grant(ACCOUNTS.admin, { user: luis, name: 'De Luis', time: 7200 })).json();
    const listed = members(await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: '/api/time_caps' })).map((cap) => cap.id);
    assert.ok(listed.includes(body.id) && !listed.includes(luisCap.id));
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'GET', url: `/api/time_caps/${luisCap.id}` })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'DELETE', url: `/api/time_caps/${luisCap.id}` })).statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: `/api/time_caps/${luisCap.id}` })).statusCode, 204);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/time_caps/${luisCap.id}` })).statusCode, 404);
  });

  test('the requester search offers only the people the caller may grant to', async () => {
    const offered = async (email: string, grantable = true) =>
      members(
        await injectWithLogin(email, { method: 'GET', url: `/api/users?search=empresa&summary=1&page=1&itemsPerPage=100${grantable ? '&timeCapGrantable=1' : ''}` }),
      ).map((user) => String(user.email));
    const byRedes = await offered(ACCOUNTS.redesManager);
    assert.ok(byRedes.includes(ACCOUNTS.ana) && byRedes.includes('diego.alvarez@empresa.es'));
    assert.ok(!byRedes.includes('carmen.munoz@empresa.es') && !byRedes.includes(ACCOUNTS.luis), 'Desarrollo and Operaciones are not Redes');
    assert.ok((await offered(ACCOUNTS.redesManager, false)).includes('carmen.munoz@empresa.es'), 'the plain search still finds everyone');
    const byTech = await offered(ACCOUNTS.techManager);
    assert.ok(byTech.includes('carmen.munoz@empresa.es') && !byTech.includes(ACCOUNTS.luis));
    assert.ok((await offered(ACCOUNTS.admin)).includes(ACCOUNTS.luis));
    assert.deepEqual(await offered(ACCOUNTS.ana), []);
  });

  test('a sub-department manager reaches only the members of their sub-departments’ teams; other roles are refused', async () => {
    const ana = await fixtures.userId(ACCOUNTS.ana);
    assert.equal((await grant(ACCOUNTS.redesManager, { user: ana, name: 'Redes', time: 3600 })).statusCode, 201);
    const before = await capsOf(ana);
    for (const email of [ACCOUNTS.desarrolloManager, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector, ACCOUNTS.ana, ACCOUNTS.sysAdmin]) {
      const refused = await grant(email, { user: ana, name: 'No', time: 3600 });
      assert.deepEqual([refused.statusCode, refused.json().error], [403, 'No tiene permiso para realizar esta acción.'], email);
    }
    assert.equal(await capsOf(ana), before);
    // Ana reads her own caps, and cannot delete them.
    const own = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/time_caps?user=${ana}` }));
    assert.ok(own.length >= 1 && own.every((cap) => (cap.user as { id: number }).id === ana));
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/time_caps/${own[0]?.id}` })).statusCode, 403);
  });
});

describe('time caps: validation', () => {
  test('description, hours and requester are checked with the spec’s messages, and nothing is stored', async () => {
    const ana = await fixtures.userId(ACCOUNTS.ana);
    const before = await capsOf(ana);
    const cases: [object, string, string][] = [
      [{ user: ana, name: '', time: 3600 }, 'name', 'Descripción no válida'],
      [{ user: ana, name: '   ', time: 3600 }, 'name', 'Descripción no válida'],
      [{ user: ana, name: 5, time: 3600 }, 'name', 'Descripción no válida'],
      [{ user: ana, time: 3600 }, 'name', 'Descripción no válida'],
      [{ user: ana, name: 'Bolsa', time: 3599 }, 'time', 'El número de horas debe ser mayor que 1'],
      [{ user: ana, name: 'Bolsa', time: '36000' }, 'time', 'El número de horas debe ser mayor que 1'],
      [{ user: ana, name: 'Bolsa', time: 3600.5 }, 'time', 'El número de horas debe ser mayor que 1'],
      [{ user: '/api/users/999999', name: 'Bolsa', time: 3600 }, 'user', 'Se ha producido un error con el usuario que ha seleccionado'],
      [{ user: '/api/teams/1', name: 'Bolsa', time: 3600 }, 'user', 'Se ha producido un error con el usuario que ha seleccionado'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await grant(ACCOUNTS.admin, payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual([response.json().violations[0].propertyPath, response.json().violations[0].message], [field, message], JSON.stringify(payload));
    }
    assert.equal(await capsOf(ana), before);
  });
});

describe('time caps: charging', () => {
  test('work on the requester’s tasks fills the oldest cap first, never below zero; deleting a history gives its time back', async () => {
    const requester = ACCOUNTS.luis;
    const luis = await fixtures.userId(requester);
    const task = await fixtures.task('Soporte', 'Pedido de Luis', { createdBy: requester });
    const subtask = await fixtures.subtask(task, 'Parte de Luis');
    const someoneElses = await fixtures.task('Soporte', 'Pedido de otro', { createdBy: ACCOUNTS.techManager });
    const first = (await grant(ACCOUNTS.admin, { user: luis, name: 'Primera', time: 7200 })).json();
    const second = (await grant(ACCOUNTS.admin, { user: luis, name: 'Segunda', time: 3600 })).json();
    await grantedDaysAgo(first.id, 5);
    await grantedDaysAgo(second.id, 4);

    assert.equal((await work({ task }, 24 * 6, 24 * 6 - 1)).statusCode, 201, 'before any grant: never charged');
    const one = (await work({ task }, 50, 49)).json().entity;
    const other = (await work({ task: someoneElses }, 48, 47)).statusCode;
    assert.equal(other, 201);
    const twoAndHalf = (await work({ subtask }, 40, 37.5)).json().entity;
    const half = (await work({ task }, 30, 29.5)).json().entity;

    // 1 h, then 1 h of the 2.5 h fill the first cap (one cap per history: the other 1.5 h stay uncharged); the half hour goes to the second.
    let [a, b] = [await capView(first.id), await capView(second.id)];
    assert.deepEqual([a.usedTime, a.workTimeHistories.map((h: { timeCapTime: number }) => h.timeCapTime)], [7200, [3600, 3600]]);
    assert.equal(a.workTimeHistories[1].startedAt.slice(0, 16), twoAndHalf.startedAt.slice(0, 16));
    assert.deepEqual([b.usedTime, b.workTimeHistories.map((h: { timeCapTime: number }) => h.timeCapTime)], [1800, [1800]]);
    const halfRow = await app.db.query('SELECT time_cap_id, time_cap_time FROM work_time_histories WHERE id = $1', [half.id]);
    assert.deepEqual(halfRow, [{ time_cap_id: second.id, time_cap_time: 1800 }]);

    // Deleting the first hour recomputes: the 2.5 h now take the whole first cap (2 h, 0.5 h uncharged), the half hour stays on the second.
    const deleted = await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/deleteTimeHistory/${one.id}` });
    assert.equal(deleted.statusCode, 200, deleted.body);
    [a, b] = [await capView(first.id), await capView(second.id)];
    assert.deepEqual(a.workTimeHistories.map((h: { timeCapTime: number }) => h.timeCapTime), [7200]);
    assert.deepEqual([b.usedTime, a.usedTime], [1800, 7200]);

    // Deleting a cap keeps what its histories were charged, detached; the other cap does not take them over.
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: `/api/time_caps/${first.id}` })).statusCode, 204);
    const detached = await app.db.query('SELECT time_cap_id, time_cap_time FROM work_time_histories WHERE id = $1', [twoAndHalf.id]);
    assert.deepEqual(detached, [{ time_cap_id: null, time_cap_time: 7200 }]);
    assert.equal((await capView(second.id)).usedTime, 1800);
  });
});
