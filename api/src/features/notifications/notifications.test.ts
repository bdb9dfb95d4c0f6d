import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { liveFeeds } from '../../../test/live-feed.ts';

const { app, injectWithLogin } = await buildTestApp();
const subscribe = await liveFeeds(app);

type Notification = { id: number; user: string; title: string; message: string; link: string | null; seen: boolean; deleted: boolean; createdAt: string };

async function userId(email: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  assert.ok(row, `no user ${email}`);
  return row.id;
}

async function notificationsOf(email: string, query = 'deleted=false'): Promise<Notification[]> {
  const response = await injectWithLogin(email, { method: 'GET', url: `/api/notifications?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return members(response) as unknown as Notification[];
}

const newest = async (email: string) => (await notificationsOf(email))[0];

describe('decisions on a member’s requests notify the member', () => {
  test('a schedule change accepted, then another rejected by the manager; an own cancel notifies nobody', async () => {
    const ana = await userId(ACCOUNTS.ana);
    const [schedule] = await app.db.query<{ id: number }>('SELECT id FROM work_schedules WHERE NOT deleted ORDER BY id LIMIT 1');
    const ask = async () => {
      const response = await injectWithLogin(ACCOUNTS.ana, {
        method: 'POST',
        url: '/api/user_schedules',
        payload: { user: `/api/users/${ana}`, type: 1, schedule: `/api/work_schedules/${schedule?.id}`, start: '2026-12-01T08:00:00+01:00' },
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id as number;
    };
    const before = (await notificationsOf(ACCOUNTS.ana)).length;

    const accepted = await ask();
    assert.equal((await injectWithLogin(ACCOUNTS.redesManager, { method: 'PUT', url: `/api/user_schedules/${accepted}`, payload: { authorized: true } })).statusCode, 200);
    const first = await newest(ACCOUNTS.ana);
    assert.deepEqual([first?.title, first?.message, first?.link, first?.seen, first?.user], [
      'Cambio de horario aceptado',
      'Se ha aceptado su solicitud de cambio de horario desde el 01-12-2026.',
      '/user/profile',
      false,
      `/api/users/${ana}`,
    ]);

    const rejected = await ask();
    assert.equal((await injectWithLogin(ACCOUNTS.redesManager, { method: 'DELETE', url: `/api/user_schedules/${rejected}` })).statusCode, 204);
    assert.equal((await newest(ACCOUNTS.ana))?.title, 'Cambio de horario rechazado');

    const cancelled = await ask();
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'DELETE', url: `/api/user_schedules/${cancelled}` })).statusCode, 204);
    assert.equal((await notificationsOf(ACCOUNTS.ana)).length, before + 2);
  });

  test('a schedule a manager sets for a member is an acceptance too; one set for oneself notifies nobody', async () => {
    const ana = await userId(ACCOUNTS.ana);
    const admin = await userId(ACCOUNTS.admin);
    const [schedule] = await app.db.query<{ id: number }>('SELECT id FROM work_schedules WHERE NOT deleted ORDER BY id LIMIT 1');
    const set = (email: string, user: number) =>
      injectWithLogin(email, {
        method: 'POST',
        url: '/api/user_schedules',
        payload: { user, type: 2, schedule: schedule?.id, start: '2026-12-14T08:00:00+01:00', authorized: true },
      });
    const adminBefore = (await notificationsOf(ACCOUNTS.admin)).length;
    assert.equal((await set(ACCOUNTS.redesManager, ana)).statusCode, 201);
    const notice = await newest(ACCOUNTS.ana);
    assert.deepEqual([notice?.title, notice?.message], ['Cambio de horario aceptado', 'Se ha aceptado su solicitud de cambio de horario de guardia desde el 14-12-2026.']);
    assert.equal((await set(ACCOUNTS.admin, admin)).statusCode, 201);
    assert.equal((await notificationsOf(ACCOUNTS.admin)).length, adminBefore);
  });

  test('a holiday request rejected with a reason', async () => {
    const created = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/calendar_assignments',
      payload: { type: 1, start: '2027-03-01T00:00:00+01:00', end: '2027-03-05T23:59:59+01:00' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const decided = await injectWithLogin(ACCOUNTS.redesManager, {
      method: 'PUT',
      url: `/api/calendar_assignments/${created.json().id}`,
      payload: { authorized: false, managed: true, rejectReason: 'Cierre trimestral' },
    });
    assert.equal(decided.statusCode, 200, decided.body);
    const notice = await newest(ACCOUNTS.ana);
    assert.deepEqual([notice?.title, notice?.message, notice?.link], [
      'Vacaciones rechazadas',
      'Se ha rechazado su solicitud de vacaciones del 01-03-2027 al 05-03-2027. Motivo: Cierre trimestral',
      '/user/calendario',
    ]);
  });

  test('a justification approved then denied: one notice each, and a refused repeat adds none', async () => {
    const created = await injectWithLogin(ACCOUNTS.ana, {
      method: 'POST',
      url: '/api/justifications',
      payload: { start: '2026-10-12T00:00:00+02:00', end: '2026-10-12T23:59:59+02:00', justifiedSeconds: 3600, reason_id: 2 },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const before = (await notificationsOf(ACCOUNTS.ana)).length;
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/approveJustification/${id}` })).statusCode, 200);
    assert.equal((await newest(ACCOUNTS.ana))?.title, 'Justificación aprobada');
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/approveJustification/${id}` })).statusCode, 409);
    assert.equal((await injectWithLogin(ACCOUNTS.techManager, { method: 'PUT', url: `/api/denyJustification/${id}` })).statusCode, 200);
    const notice = await newest(ACCOUNTS.ana);
    assert.deepEqual([notice?.title, notice?.message, notice?.link], ['Justificación denegada', 'Se ha denegado su justificación del 12-10-2026 al 12-10-2026.', '/user/times']);
    assert.equal((await notificationsOf(ACCOUNTS.ana)).length, before + 2);
  });
});

describe('GET /api/notifications', () => {
  test('31 notices make two pages of 30 and 1, newest first, with hydra:view', async () => {
    const luis = await userId(ACCOUNTS.luis);
    await app.db.query('UPDATE notifications SET deleted = true WHERE user_id = $1', [luis]);
    for (let index = 1; index <= 31; index += 1) {
      await app.notifications.notify(app.db, { userId: luis, title: `Aviso ${index}`, message: 'Prueba', link: null });
    }
    const first = await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/notifications?deleted=false&user=${luis}&page=1` });
    const body = first.json();
    assert.equal(body['hydra:totalItems'], 31);
    assert.equal(body['hydra:member'].length, 30);
    assert.equal(body['hydra:member'][0].title, 'Aviso 31');
    assert.equal(body['hydra:member'][29].title, 'Aviso 2');
    assert.deepEqual(body['hydra:view'], {
      '@id': `/api/notifications?deleted=false&user=${luis}&page=1`,
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': `/api/notifications?deleted=false&user=${luis}&page=1`,
      'hydra:last': `/api/notifications?deleted=false&user=${luis}&page=2`,
      'hydra:next': `/api/notifications?deleted=false&user=${luis}&page=2`,
    });
    const second = (await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/notifications?deleted=false&user=${luis}&page=2` })).json();
    assert.deepEqual(second['hydra:member'].map((one: Notification) => one.title), ['Aviso 1']);
    assert.equal(second['hydra:view']['hydra:previous'], `/api/notifications?deleted=false&user=${luis}&page=1`);
    // Without `page` the first page comes anyway.
    assert.equal((await notificationsOf(ACCOUNTS.luis)).length, 30);
  });

  test('someone else’s list is a 403 for members; admins may read it', async () => {
    const luis = await userId(ACCOUNTS.luis);
    const refused = await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/notifications?user=/api/users/${luis}` });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'No tiene permiso para realizar esta acción.');
    const asAdmin = await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/notifications?deleted=false&user=${luis}` });
    assert.equal(asAdmin.json()['hydra:totalItems'], 31);
  });
});

describe('GET and PUT /api/notifications/{id}', () => {
  test('the owner reads and marks a notice seen, then deleted; other fields are ignored', async () => {
    const luis = await userId(ACCOUNTS.luis);
    const created = await app.notifications.notify(app.db, { userId: luis, title: 'Leer', message: 'm', link: '/user/taskDetails/1' });
    const read = await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: `/api/notifications/${created.id}` });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().title, 'Leer');
    const seen = await injectWithLogin(ACCOUNTS.luis, {
      method: 'PUT',
      url: `/api/notifications/${created.id}`,
      payload: { seen: true, title: 'otro', user: '/api/users/1' },
    });
    assert.equal(seen.statusCode, 200);
    assert.deepEqual([seen.json().seen, seen.json().deleted, seen.json().title, seen.json().user], [true, false, 'Leer', `/api/users/${luis}`]);
    const deleted = await injectWithLogin(ACCOUNTS.luis, { method: 'PUT', url: `/api/notifications/${created.id}`, payload: { deleted: true } });
    assert.deepEqual([deleted.json().seen, deleted.json().deleted], [true, true]);
    assert.ok(!(await notificationsOf(ACCOUNTS.luis)).some((one) => one.id === created.id));
    assert.ok((await notificationsOf(ACCOUNTS.luis, 'deleted=true')).some((one) => one.id === created.id));
  });

  test('another member gets 404 on read and write and changes nothing; an admin reads but may not write', async () => {
    const luis = await userId(ACCOUNTS.luis);
    const created = await app.notifications.notify(app.db, { userId: luis, title: 'Privado', message: 'm', link: null });
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: `/api/notifications/${created.id}` })).statusCode, 404);
    const write = await injectWithLogin(ACCOUNTS.ana, { method: 'PUT', url: `/api/notifications/${created.id}`, payload: { seen: true } });
    assert.equal(write.statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/notifications/${created.id}` })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/notifications/${created.id}`, payload: { seen: true } })).statusCode, 403);
    assert.equal((await app.notifications.find(created.id))?.seen, false);
  });

  test('bad input is a 400 and changes nothing; unknown ids are 404; POST does not exist', async () => {
    const luis = await userId(ACCOUNTS.luis);
    const created = await app.notifications.notify(app.db, { userId: luis, title: 'Tipos', message: 'm', link: null });
    const bad = await injectWithLogin(ACCOUNTS.luis, { method: 'PUT', url: `/api/notifications/${created.id}`, payload: { seen: 'sí' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof bad.json().error, 'string');
    assert.equal((await app.notifications.find(created.id))?.seen, false);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/notifications/999999' })).statusCode, 404);
    assert.equal((await injectWithLogin(ACCOUNTS.luis, { method: 'GET', url: '/api/notifications/abc' })).statusCode, 400);
    const post = await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/notifications', payload: { title: 'x' } });
    assert.ok(post.statusCode === 404 || post.statusCode === 405, String(post.statusCode));
  });
});

describe('POST /api/notifications/mark_all_seen', () => {
  test('marks every unseen notice of the caller only, deleted ones untouched, in one call', async () => {
    const [luis, ana] = [await userId(ACCOUNTS.luis), await userId(ACCOUNTS.ana)];
    const unseen = await app.notifications.notify(app.db, { userId: luis, title: 'Uno', message: 'm', link: null });
    const binned = await app.notifications.notify(app.db, { userId: luis, title: 'Papelera', message: 'm', link: null });
    await app.notifications.update(binned.id, { deleted: true });
    const others = await app.notifications.notify(app.db, { userId: ana, title: 'De Ana', message: 'm', link: null });
    const answer = await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/notifications/mark_all_seen' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.ok(answer.json().marked >= 1);
    assert.equal((await app.notifications.find(unseen.id))?.seen, true);
    assert.equal((await app.notifications.find(binned.id))?.seen, false);
    assert.equal((await app.notifications.find(others.id))?.seen, false);
    assert.equal((await notificationsOf(ACCOUNTS.luis, 'seen=false&deleted=false')).length, 0);
    const again = await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/notifications/mark_all_seen' });
    assert.equal(again.json().marked, 0);
  });
});

describe('live updates', () => {
  test('a new notice reaches its owner and nobody else', async () => {
    const [ana, luis, admin] = await Promise.all([subscribe(ACCOUNTS.ana), subscribe(ACCOUNTS.luis), subscribe(ACCOUNTS.admin)]);
    after(async () => Promise.all([ana.close(), luis.close(), admin.close()]));
    const created = await app.notifications.notify(app.db, { userId: await userId(ACCOUNTS.ana), title: 'En vivo', message: 'm', link: null });
    const fragment = `"@id":"/api/notifications/${created.id}"`;
    assert.ok(await ana.received(fragment));
    assert.ok(!(await luis.received(fragment, 300)));
    assert.ok(!(await admin.received(fragment, 300)));
  });

  test('a notice written in a transaction that rolls back is neither stored nor announced', async () => {
    const ana = await subscribe(ACCOUNTS.ana);
    after(() => ana.close());
    const anaId = await userId(ACCOUNTS.ana);
    let createdId = 0;
    await assert.rejects(
      app.db.transaction(async (tx) => {
        createdId = (await app.notifications.notify(tx, { userId: anaId, title: 'Revertido', message: 'm', link: null })).id;
        throw new Error('the causing change failed');
      }),
    );
    assert.ok(createdId > 0);
    assert.equal(await app.notifications.find(createdId), undefined);
    assert.ok(!(await ana.received(`"@id":"/api/notifications/${createdId}"`, 500)));
  });
});
