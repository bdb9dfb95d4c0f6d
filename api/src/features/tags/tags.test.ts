import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contrastRatio } from '@portal/shared-api/rules';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { TAGS } from '../../core/db/seed/reference-data.ts';

const { app, injectWithLogin } = await buildTestApp();

const tagCount = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tags'))[0]?.n;
const write = (method: 'POST' | 'PUT', url: string, payload: object, email: string = ACCOUNTS.admin) => injectWithLogin(email, { method, url, payload });
const good = { name: 'Esperando cliente', description: 'A la espera', type: '/api/tag_types/3', color: '#43a047', text_color: '#000000' };

describe('tags: the catalogue', () => {
  test('every seeded colour pair reaches 4.5:1, as stored in the database', async () => {
    for (const [id, , name, color, textColor] of TAGS) assert.ok(contrastRatio(color, textColor) >= 4.5, `${id} ${name}`);
    const stored = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/tags' }));
    for (const tag of stored) assert.ok(contrastRatio(String(tag.color), String(tag.text_color)) >= 4.5, String(tag.name));
  });

  test('an admin creates and recolours a tag; the colours are stored as sent, lower case', async () => {
    const created = await write('POST', '/api/tags', { ...good, color: '#43A047' });
    assert.equal(created.statusCode, 201, created.body);
    const tag = created.json();
    assert.deepEqual([tag.name, tag.type, tag.color, tag.text_color, tag.hidden], ['Esperando cliente', '/api/tag_types/3', '#43a047', '#000000', false]);
    const changed = await write('PUT', `/api/tags/${tag.id}`, { ...good, color: '#1a237e', text_color: '#ffffff' });
    assert.deepEqual([changed.statusCode, changed.json().color], [200, '#1a237e']);
  });

  test('a pair under 4.5:1, a blank name, a wrong type or colour is refused with its message, and nothing changes', async () => {
    const before = await tagCount();
    const cases: [object, string, string][] = [
      [{ ...good, text_color: '#ffffff' }, 'text_color', 'El color del texto no contrasta lo suficiente con el fondo'],
      [{ ...good, name: ' ' }, 'name', 'El nombre no puede estar vacío'],
      [{ ...good, type: '/api/tag_types/6' }, 'type', 'El tipo de etiqueta no es válido'],
      [{ ...good, type: undefined }, 'type', 'El tipo de etiqueta no es válido'],
      [{ ...good, color: 'green' }, 'color', 'El color debe tener la forma #RRGGBB'],
      [{ ...good, text_color: '#000' }, 'text_color', 'El color debe tener la forma #RRGGBB'],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await write('POST', '/api/tags', payload);
      assert.equal(refused.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual([refused.json().violations[0].propertyPath, refused.json().violations[0].message], [field, message]);
    }
    assert.equal(await tagCount(), before);
    const recolour = await write('PUT', '/api/tags/42', { name: 'Autorizada', type: 2, color: '#43a047', text_color: '#ffffff' });
    assert.equal(recolour.statusCode, 422);
    assert.equal((await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/tags/42' })).json().color, '#1b5e20');
  });

  test('only admins write tags', async () => {
    const before = await tagCount();
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.ana]) {
      assert.equal((await write('POST', '/api/tags', good, email)).statusCode, 403, email);
      assert.equal((await write('PUT', '/api/tags/1', { ...good, type: 1 }, email)).statusCode, 403, email);
    }
    assert.equal(await tagCount(), before);
    assert.equal((await write('PUT', '/api/tags/999999', good)).statusCode, 404);
  });

  test('a hidden tag stays on its tasks, leaves the pickers’ list, and comes back when shown', async () => {
    const [task] = await app.db.query<{ id: number }>('SELECT task_id AS id FROM task_tags WHERE tag_id = 33 LIMIT 1');
    assert.ok(task, 'a seeded task carries tag 33');
    const hide = await write('PUT', '/api/tags/33', { name: 'En curso', type: 3, color: '#1976d2', text_color: '#ffffff', hidden: true });
    assert.deepEqual([hide.statusCode, hide.json().hidden], [200, true]);
    const offered = members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/tags' })).map((tag) => tag.id);
    assert.ok(!offered.includes(33));
    const catalogue = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: '/api/tags?withHidden=1' })).map((tag) => tag.id);
    assert.ok(catalogue.includes(33));
    const onTask = (await app.db.query('SELECT 1 FROM task_tags WHERE task_id = $1 AND tag_id = 33', [task.id])).length;
    assert.equal(onTask, 1);
    await write('PUT', '/api/tags/33', { name: 'En curso', type: 3, color: '#1976d2', text_color: '#ffffff', hidden: false });
    assert.ok(members(await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/tags' })).some((tag) => tag.id === 33));
  });
});
