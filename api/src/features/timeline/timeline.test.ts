import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);

type History = { id: number; startedAt: string; endedAt: string; open: boolean };
type TimelineUser = {
  id: number;
  email: string;
  deleted: boolean;
  tasks: { task_name: string; histories: History[] }[];
  subtasks: { task_name: string; subtask_name: string; histories: History[] }[];
  schedule: { week_day: number; start: string; end: string }[];
};

// A Tuesday in March 2026: Madrid is at +01:00.
const DAY = '2026-03-10';
const ids = { tecnologia: 0, operaciones: 0, soporte: 0, aplicaciones: 0 };
const users = { ana: 0, carmen: 0, luis: 0, antonio: 0, pablo: 0 };

async function insertTask(teamId: number, name: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(sql`INSERT INTO tasks (name, team_id) VALUES (${name}, ${teamId}) RETURNING id`);
  return (row as { id: number }).id;
}

async function insertHistory(userId: number, work: { task?: number; subtask?: number }, startedAt: string, endedAt: string | null) {
  await app.db.query(
    sql`INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at)
        VALUES (${userId}, ${work.task ?? null}, ${work.subtask ?? null}, ${startedAt}::timestamptz, ${endedAt}::timestamptz)`,
  );
}

before(async () => {
  ids.tecnologia = await lookup.departmentId('Tecnología');
  ids.operaciones = await lookup.departmentId('Operaciones');
  ids.soporte = await lookup.teamId('Soporte');
  ids.aplicaciones = await lookup.teamId('Aplicaciones');
  users.ana = await lookup.userId(ACCOUNTS.ana);
  users.carmen = await lookup.userId('carmen.munoz@empresa.es');
  users.luis = await lookup.userId(ACCOUNTS.luis);
  users.antonio = await lookup.userId('antonio.gil@empresa.es');
  users.pablo = await lookup.userId('pablo.hernandez@empresa.es');

  const vpn = await insertTask(ids.soporte, 'Revisar VPN');
  const [subtask] = await app.db.query<{ id: number }>(sql`INSERT INTO subtasks (task_id, name) VALUES (${vpn}, 'Comprobar logs') RETURNING id`);
  const release = await insertTask(ids.aplicaciones, 'Publicar versión');
  const store = await insertTask(await lookup.teamId('Almacén'), 'Inventario');
  const complaints = await insertTask(await lookup.teamId('Atención al Cliente'), 'Reclamaciones');

  await insertHistory(users.ana, { task: vpn }, '2026-03-10T09:00:00+01:00', '2026-03-10T10:30:00+01:00');
  await insertHistory(users.ana, { task: vpn }, '2026-03-09T23:30:00+01:00', '2026-03-10T00:45:00+01:00');
  await insertHistory(users.ana, { subtask: subtask?.id }, '2026-03-10T11:00:00+01:00', '2026-03-10T11:20:00+01:00');
  await insertHistory(users.ana, { task: vpn }, '2026-03-10T22:00:00+01:00', null);
  // Other days: never part of the 10th.
  await insertHistory(users.ana, { task: vpn }, '2026-03-09T10:00:00+01:00', '2026-03-09T11:00:00+01:00');
  await insertHistory(users.ana, { task: vpn }, '2026-03-11T00:00:01+01:00', '2026-03-11T01:00:00+01:00');
  await insertHistory(users.carmen, { task: release }, '2026-03-10T12:00:00+01:00', '2026-03-10T13:00:00+01:00');
  // 23:30 UTC on the 9th is 00:30 in Madrid on the 10th.
  await insertHistory(users.luis, { task: store }, '2026-03-09T23:30:00Z', '2026-03-09T23:50:00Z');
  await insertHistory(users.antonio, { task: complaints }, '2026-03-10T08:00:00+01:00', '2026-03-10T09:00:00+01:00');
});

async function timeline(email: string, path: string) {
  return injectWithLogin(email, { method: 'GET', url: `/api/timeline/${path}` });
}

async function rows(email: string, path: string): Promise<TimelineUser[]> {
  const response = await timeline(email, path);
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  return response.json();
}

const emails = (list: TimelineUser[]) => list.map((user) => user.email).sort();
const rowOf = (list: TimelineUser[], id: number): TimelineUser => {
  const found = list.find((user) => user.id === id);
  assert.ok(found, `user ${id} is not on the timeline`);
  return found;
};

describe('GET /api/timeline/{date}/{departmentId}', () => {
  test('cuts histories at the day’s edges and runs a past open history to the day’s end', async () => {
    const ana = rowOf(await rows(ACCOUNTS.admin, `${DAY}/${ids.tecnologia}`), users.ana);
    const [vpn] = ana.tasks;
    assert.equal(vpn?.task_name, 'Revisar VPN');
    assert.deepEqual(
      vpn?.histories.map(({ startedAt, endedAt, open }) => [startedAt, endedAt, open]),
      [
        ['2026-03-10T00:00:00+01:00', '2026-03-10T00:45:00+01:00', false],
        ['2026-03-10T09:00:00+01:00', '2026-03-10T10:30:00+01:00', false],
        ['2026-03-10T22:00:00+01:00', '2026-03-10T23:59:59+01:00', true],
      ],
    );
    assert.deepEqual(
      ana.subtasks.map((item) => [item.task_name, item.subtask_name, item.histories.map((history) => history.startedAt)]),
      [['Revisar VPN', 'Comprobar logs', ['2026-03-10T11:00:00+01:00']]],
    );
    // Ana works "Mañanas" (L-V 08:00-15:00); the 10th is a Tuesday.
    assert.deepEqual(ana.schedule, [{ week_day: 2, start: '2026-03-10T08:00:00+01:00', end: '2026-03-10T15:00:00+01:00' }]);
  });

  test('a history of several days and one left open days ago are cut to the day', async () => {
    const [task] = await app.db.query<{ id: number }>(sql`INSERT INTO tasks (name, team_id) VALUES ('Migración larga', ${ids.soporte}) RETURNING id`);
    await insertHistory(users.carmen, { task: task?.id }, '2026-03-07T08:00:00+01:00', '2026-03-10T09:15:00+01:00');
    await insertHistory(users.carmen, { task: task?.id }, '2026-03-10T20:00:00+01:00', '2026-03-12T10:00:00+01:00');
    await insertHistory(users.pablo, { task: task?.id }, '2026-03-06T18:00:00+01:00', null);
    const list = await rows(ACCOUNTS.admin, `${DAY}/${ids.tecnologia}`);
    const spansOf = (id: number) =>
      rowOf(list, id)
        .tasks.find((item) => item.task_name === 'Migración larga')
        ?.histories.map((history) => [history.startedAt, history.endedAt, history.open]);
    assert.deepEqual(spansOf(users.carmen), [
      ['2026-03-10T00:00:00+01:00', '2026-03-10T09:15:00+01:00', false],
      ['2026-03-10T20:00:00+01:00', '2026-03-10T23:59:59+01:00', false],
    ]);
    assert.deepEqual(spansOf(users.pablo), [['2026-03-10T00:00:00+01:00', '2026-03-10T23:59:59+01:00', true]]);
  });

  test('an open history of today runs to now', async () => {
    const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
    const today = madridDay.format(new Date());
    // Started a few minutes ago, but never on the day before (just after midnight the day would cut it to 00:00).
    const startedAt = [5 * 60_000, 60_000, 1_000, 0].map((ago) => new Date(Date.now() - ago)).find((time) => madridDay.format(time) === today) ?? new Date();
    await insertHistory(users.pablo, { task: await insertTask(ids.soporte, 'Guardia') }, startedAt.toISOString(), null);
    const before = Date.now();
    const pablo = rowOf(await rows(ACCOUNTS.admin, `${today}/${ids.tecnologia}`), users.pablo);
    const history = pablo.tasks.find((task) => task.task_name === 'Guardia')?.histories[0];
    assert.ok(history?.open);
    const ended = new Date(history.endedAt).getTime();
    assert.ok(ended >= before - 2_000 && ended <= Date.now() + 1_000, `${history.endedAt} is not now`);
    assert.equal(new Date(history.startedAt).getTime(), Math.floor(startedAt.getTime() / 1000) * 1000);
  });

  test('days are in the caller’s time zone', async () => {
    const madrid = rowOf(await rows(ACCOUNTS.admin, `${DAY}/${ids.operaciones}`), users.luis);
    assert.deepEqual(madrid.tasks[0]?.histories.map((history) => history.startedAt), ['2026-03-10T00:30:00+01:00']);

    const operationsManager = 'dpto.operaciones@empresa.es';
    await app.db.query(sql`UPDATE users SET timezone = 'UTC' WHERE email = ${operationsManager}`);
    const utcTenth = rowOf(await rows(operationsManager, `${DAY}/${ids.operaciones}`), users.luis);
    assert.deepEqual(utcTenth.tasks, []);
    const utcNinth = rowOf(await rows(operationsManager, `2026-03-09/${ids.operaciones}`), users.luis);
    assert.deepEqual(utcNinth.tasks[0]?.histories.map((history) => [history.startedAt, history.endedAt]), [
      ['2026-03-09T23:30:00+00:00', '2026-03-09T23:50:00+00:00'],
    ]);
  });

  test('on the night the clocks change, each time carries its own offset', async () => {
    const [task] = await app.db.query<{ id: number }>(sql`INSERT INTO tasks (name, team_id) VALUES ('Cambio de hora', ${ids.soporte}) RETURNING id`);
    await insertHistory(users.ana, { task: task?.id }, '2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00');
    const ana = rowOf(await rows(ACCOUNTS.admin, `2026-03-29/${ids.tecnologia}`), users.ana);
    assert.deepEqual(
      ana.tasks.find((item) => item.task_name === 'Cambio de hora')?.histories.map((history) => [history.startedAt, history.endedAt]),
      [['2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00']],
    );
  });

  test('department managers see their whole department and nothing else', async () => {
    const list = await rows(ACCOUNTS.techManager, `${DAY}/${ids.tecnologia}`);
    assert.ok(emails(list).includes(ACCOUNTS.ana));
    assert.ok(emails(list).includes('carmen.munoz@empresa.es'));
    assert.ok(rowOf(list, users.carmen).tasks.some((task) => task.task_name === 'Publicar versión'));
    assert.equal((await timeline(ACCOUNTS.techManager, `${DAY}/${ids.operaciones}`)).statusCode, 403);
  });

  test('sub-department managers see only their sub-departments’ teams', async () => {
    const list = await rows(ACCOUNTS.redesManager, `${DAY}/${ids.tecnologia}`);
    assert.ok(emails(list).includes(ACCOUNTS.ana));
    assert.ok(!emails(list).includes('carmen.munoz@empresa.es'));
    assert.deepEqual(emails(await rows(ACCOUNTS.redesManager, `${DAY}/${ids.tecnologia}?team=${ids.soporte}`)), [
      ACCOUNTS.ana,
      ACCOUNTS.supportTeamManager,
      'laura.diaz@empresa.es',
      'pablo.hernandez@empresa.es',
    ]);
    const outside = await timeline(ACCOUNTS.redesManager, `${DAY}/${ids.tecnologia}?team=${ids.aplicaciones}`);
    assert.equal(outside.statusCode, 403);
    assert.equal(outside.json().error, 'No tiene permiso para realizar esta acción.');
    assert.equal((await timeline(ACCOUNTS.redesManager, `${DAY}/${ids.operaciones}`)).statusCode, 403);
  });

  test('a team of another department is refused', async () => {
    assert.equal((await timeline(ACCOUNTS.admin, `${DAY}/${ids.operaciones}?team=${ids.soporte}`)).statusCode, 403);
  });

  test('members, team managers and inspectors get 403', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector, ACCOUNTS.sysAdmin]) {
      assert.equal((await timeline(email, `${DAY}/${ids.tecnologia}`)).statusCode, 403, email);
    }
  });

  test('deleted users appear only with deleted=true', async () => {
    assert.ok(!emails(await rows(ACCOUNTS.admin, `${DAY}/${ids.operaciones}`)).includes('antonio.gil@empresa.es'));
    const withDeleted = await rows(ACCOUNTS.admin, `${DAY}/${ids.operaciones}?deleted=true`);
    const antonio = rowOf(withDeleted, users.antonio);
    assert.equal(antonio.deleted, true);
    assert.deepEqual(antonio.tasks.map((task) => task.task_name), ['Reclamaciones']);
  });

  test('user narrows the list to one person', async () => {
    assert.deepEqual(emails(await rows(ACCOUNTS.admin, `${DAY}/${ids.tecnologia}?user=${users.ana}`)), [ACCOUNTS.ana]);
    assert.deepEqual(await rows(ACCOUNTS.admin, `${DAY}/${ids.tecnologia}?user=${users.luis}`), []);
  });

  test('bad input is a 400 and an unknown department a 404', async () => {
    const badDate = await timeline(ACCOUNTS.admin, `2026-02-30/${ids.tecnologia}`);
    assert.equal(badDate.statusCode, 400);
    assert.equal(badDate.json().error, 'Fecha no válida');
    assert.equal((await timeline(ACCOUNTS.admin, `10-03-2026/${ids.tecnologia}`)).statusCode, 400);
    assert.equal((await timeline(ACCOUNTS.admin, `${DAY}/${ids.tecnologia}?team=abc`)).statusCode, 400);
    assert.equal((await timeline(ACCOUNTS.admin, `${DAY}/999999`)).statusCode, 404);
  });

  test('requires a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/timeline/${DAY}/${ids.tecnologia}` });
    assert.equal(response.statusCode, 401);
  });
});

describe('GET /api/timeline/{date}/opening', () => {
  type Opening = { department: { id: number; name: string } | null; users: TimelineUser[] };

  async function opening(email: string): Promise<Opening> {
    const response = await timeline(email, `${DAY}/opening`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  }

  test('opens an admin who belongs to no department on the first live one, with its whole day', async () => {
    const [first] = await app.db.query<{ id: number; name: string }>(sql`SELECT id, name FROM departments WHERE NOT deleted ORDER BY id LIMIT 1`);
    const answer = await opening(ACCOUNTS.admin);
    assert.deepEqual(answer.department, first);
    const day = await rows(ACCOUNTS.admin, `${DAY}/${first?.id}`);
    assert.deepEqual(answer.users, day);
  });

  test('a department the caller belongs to, directly or through a team, comes before the first one', async () => {
    const adminId = sql`(SELECT id FROM users WHERE email = ${ACCOUNTS.admin})`;
    assert.notEqual((await opening(ACCOUNTS.admin)).department?.id, ids.operaciones);
    await app.db.query(sql`INSERT INTO department_users (department_id, user_id) SELECT ${ids.operaciones}, ${adminId}`);
    try {
      assert.equal((await opening(ACCOUNTS.admin)).department?.id, ids.operaciones);
    } finally {
      await app.db.query(sql`DELETE FROM department_users WHERE department_id = ${ids.operaciones} AND user_id = ${adminId}`);
    }
    const almacen = await lookup.teamId('Almacén');
    await app.db.query(sql`INSERT INTO user_teams (team_id, user_id) SELECT ${almacen}, ${adminId}`);
    try {
      assert.equal((await opening(ACCOUNTS.admin)).department?.id, ids.operaciones);
    } finally {
      await app.db.query(sql`DELETE FROM user_teams WHERE team_id = ${almacen} AND user_id = ${adminId}`);
    }
  });

  test('managers open on a department they may watch, narrowed as its day is', async () => {
    const manager = await opening(ACCOUNTS.techManager);
    assert.equal(manager.department?.id, ids.tecnologia);
    assert.ok(emails(manager.users).includes(ACCOUNTS.ana));
    const redes = await opening(ACCOUNTS.redesManager);
    assert.equal(redes.department?.id, ids.tecnologia);
    assert.deepEqual(emails(redes.users), emails(await rows(ACCOUNTS.redesManager, `${DAY}/${ids.tecnologia}`)));
  });

  test('members, team managers and inspectors get 403; no session 401; a day that does not exist 400', async () => {
    for (const email of [ACCOUNTS.ana, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector]) {
      assert.equal((await timeline(email, `${DAY}/opening`)).statusCode, 403, email);
    }
    assert.equal((await app.inject({ method: 'GET', url: `/api/timeline/${DAY}/opening` })).statusCode, 401);
    const badDate = await timeline(ACCOUNTS.admin, '2026-02-30/opening');
    assert.equal(badDate.statusCode, 400);
    assert.equal(badDate.json().error, 'Fecha no válida');
  });
});
