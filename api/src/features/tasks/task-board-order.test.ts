import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { type TaskFixtures, taskFixtures } from '../../../test/fixtures/task-fixtures.ts';

const testApp = await buildTestApp();
let f: TaskFixtures;
before(async () => {
  f = await taskFixtures(testApp);
});

const STATUS = (id: number) => `/api/task_statuses/${id}`;
const TASK = (id: number) => `/api/tasks/${id}`;
const place = (id: number, payload: unknown, email: string = ACCOUNTS.supportTeamManager) => f.patch(email, TASK(id), payload);

/** How the board shows these cards, top to bottom: by the ranks the API hands out, compared exactly in SQL. */
async function boardOrder(ids: number[]): Promise<number[]> {
  const rows = await testApp.app.db.query<{ id: number }>('SELECT id FROM tasks WHERE id = ANY($1) ORDER BY board_rank DESC, id DESC', [ids]);
  return rows.map((row) => row.id);
}

async function threeCards(prefix: string): Promise<[number, number, number]> {
  const a = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', `${prefix} A`);
  const b = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', `${prefix} B`);
  const c = await f.createTask(ACCOUNTS.supportTeamManager, 'Soporte', `${prefix} C`);
  return [a, b, c];
}

describe('PATCH /api/tasks/{id} with placeAfter: the order of a board column', () => {
  test('a new card goes on top; placeAfter puts a card right after another, null puts it first, and the board lists the ranks', async () => {
    const [a, b, c] = await threeCards('Orden');
    assert.deepEqual(await boardOrder([a, b, c]), [c, b, a]);

    assert.equal((await place(a, { placeAfter: TASK(c) })).statusCode, 200);
    assert.deepEqual(await boardOrder([a, b, c]), [c, a, b]);
    assert.equal((await place(b, { placeAfter: null })).statusCode, 200);
    assert.deepEqual(await boardOrder([a, b, c]), [b, c, a]);
    const last = await place(c, { placeAfter: { '@id': TASK(a) } });
    assert.equal(last.statusCode, 200, last.body);
    assert.deepEqual(await boardOrder([a, b, c]), [b, a, c]);

    const listed = members(await testApp.injectWithLogin(ACCOUNTS.supportTeamManager, { method: 'GET', url: `/api/appTasks?team=${f.team('Soporte')}` }));
    const rankOf = (id: number) => listed.find((task) => task.id === id)?.boardRank;
    assert.equal(typeof rankOf(c), 'string');
    assert.equal(rankOf(c), (await testApp.app.db.query<{ rank: string }>('SELECT board_rank::text AS rank FROM tasks WHERE id = $1', [c]))[0]?.rank);
    assert.equal(last.json().boardRank, rankOf(c));
  });

  test('one gap used 80 times over, past what a double can halve, still orders every card exactly', async () => {
    const [a, b, c] = await threeCards('Hueco');
    // Top to bottom: c, b, a. Each round puts the lower card between the top one and the other, halving that gap.
    let [middle, lower] = [b, a];
    for (let round = 0; round < 80; round += 1) {
      const response = await place(lower, { placeAfter: TASK(c) });
      assert.equal(response.statusCode, 200, response.body);
      [middle, lower] = [lower, middle];
    }
    assert.deepEqual(await boardOrder([a, b, c]), [c, middle, lower]);
    const ranks = await testApp.app.db.query<{ distinct: number }>('SELECT count(DISTINCT board_rank)::integer AS distinct FROM tasks WHERE id = ANY($1)', [[a, b, c]]);
    assert.equal(ranks[0]?.distinct, 3);
  });

  test('a card moved to another column goes where it was dropped, or first there when no place is given', async () => {
    const [a, b, c] = await threeCards('Columna');
    for (const id of [a, b]) assert.equal((await place(id, { status: STATUS(4), fromStatus: STATUS(1) })).statusCode, 200);
    // Each went first in Finalizadas: b above a.
    assert.deepEqual(await boardOrder([a, b]), [b, a]);
    const dropped = await place(c, { status: STATUS(4), fromStatus: STATUS(1), placeAfter: TASK(b) });
    assert.equal(dropped.statusCode, 200, dropped.body);
    assert.equal(dropped.json().status.id, 4);
    assert.deepEqual(await boardOrder([a, b, c]), [b, c, a]);
  });

  test('a place beside a card someone has moved out of the column meanwhile is refused (409) and nothing moves', async () => {
    const [a, b] = await threeCards('Conflicto');
    // Someone else finishes b; the first person, still seeing b in Activas, drops a after it.
    assert.equal((await place(b, { status: STATUS(4) }, ACCOUNTS.admin)).statusCode, 200);
    const before = await f.taskRow(a);
    const stale = await place(a, { placeAfter: TASK(b) });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json()['@type'], 'hydra:Error');
    assert.equal(stale.json().error, 'La columna Activas ha cambiado mientras tanto: vuelva a colocar la tarea.');
    assert.deepEqual(await f.taskRow(a), before);

    // A move to another column with a place that has gone writes neither the place nor the column.
    const [, , c] = await threeCards('Conflicto 2');
    const beforeMove = await f.taskRow(c);
    const staleMove = await place(c, { status: STATUS(4), fromStatus: STATUS(1), placeAfter: TASK(a) });
    assert.equal(staleMove.statusCode, 409, staleMove.body);
    assert.equal(staleMove.json().error, 'La columna Finalizadas ha cambiado mientras tanto: vuelva a colocar la tarea.');
    assert.deepEqual(await f.taskRow(c), beforeMove);
  });

  test('a place after itself, another board\'s card or an unknown card answers 422, one that names no task 400, and nothing changes', async () => {
    const [a] = await threeCards('Malos');
    const elsewhere = await f.createTask(ACCOUNTS.admin, 'Almacén', 'Otra columna, otro tablero');
    const before = await f.taskRow(a);
    const cases: [unknown, number, string | null][] = [
      [{ placeAfter: TASK(a) }, 422, 'Una tarea no puede ir detrás de sí misma'],
      [{ placeAfter: TASK(elsewhere) }, 422, 'La tarea de referencia no está en este tablero'],
      [{ placeAfter: TASK(999_999) }, 422, 'La tarea de referencia no está en este tablero'],
      [{ placeAfter: '/api/teams/1' }, 400, null],
      [{ placeAfter: [TASK(a)] }, 400, null],
      [{ placeAfter: true }, 400, null],
    ];
    for (const [payload, code, error] of cases) {
      const response = await place(a, payload);
      assert.equal(response.statusCode, code, `${JSON.stringify(payload)} → ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
      if (error) assert.match(response.json().error, new RegExp(error));
    }
    assert.deepEqual(await f.taskRow(a), before);
  });

  test('a member who may not move the team\'s cards may not reorder them either (403), and nothing changes', async () => {
    const [a, , c] = await threeCards('Permiso');
    const before = await f.taskRow(a);
    const refused = await place(a, { placeAfter: TASK(c) }, ACCOUNTS.ana);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error, 'No puede ordenar las tareas de esta columna.');
    assert.deepEqual(await f.taskRow(a), before);
  });
});
