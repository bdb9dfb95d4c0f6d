/** Each audit entry names its record as people know it, in the same query as the page, also once the record is gone. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { recordAudit } from '../../core/audit/audited-writes.ts';
import { ACCOUNTS, buildTestApp, members } from '../../../test/helper.ts';
import { organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();
const lookup = organisationLookup(injectWithLogin);
const adminId = await lookup.userId(ACCOUNTS.admin);
const ana = await lookup.userId(ACCOUNTS.ana);
const soporte = await lookup.teamId('Soporte');
const [anaRow] = await app.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [ana]);
const anaName = anaRow?.name ?? '';

type Entry = { entity: string; entityId: number | null; entityLabel: string | null };
const entries = async (filter: string): Promise<Entry[]> =>
  members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?${filter}` })) as unknown as Entry[];

describe('audit entries name their record', () => {
  test('a person by name, a team by its name today, a membership by team and person; the id stays', async () => {
    assert.match(anaName, /^Ana /);
    const membership = { team_id: `/api/teams/${soporte}`, user_id: `/api/users/${ana}` };
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/users/${ana}`, payload: { roles: ['ROLE_USER', 'ROLE_INSPECTOR'] } })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: '/api/user_team_del', payload: membership })).statusCode, 200);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'PUT', url: `/api/teams/${soporte}`, payload: { name: 'Soporte técnico' } })).statusCode, 200);

    const [person] = await entries(`entity=User&entityId=${ana}`);
    assert.deepEqual(person, { ...person, entityId: ana, entityLabel: anaName });
    const [team] = await entries(`entity=Team&entityId=${soporte}`);
    assert.deepEqual(team, { ...team, entityId: soporte, entityLabel: 'Soporte técnico' });
    const [left] = await entries(`entity=UserTeam&actor=/api/users/${adminId}`);
    assert.equal(left?.entityLabel, `Soporte técnico · ${anaName}`);
  });

  test('a record that no longer exists keeps the name its entry saw', async () => {
    await recordAudit(app.db, { id: adminId, ip: '127.0.0.1' }, { action: 'delete', entity: 'Team', entityId: 987_654, before: { id: 987_654, name: 'Equipo disuelto' }, after: null });
    await recordAudit(app.db, { id: adminId, ip: '127.0.0.1' }, { action: 'delete', entity: 'User', entityId: 987_655, before: null, after: null });
    assert.equal((await entries('entity=Team&entityId=987654'))[0]?.entityLabel, 'Equipo disuelto');
    // Nothing to name it by: no label, and the screen falls back to the id it keeps.
    assert.deepEqual((await entries('entity=User&entityId=987655')).map((entry) => [entry.entityId, entry.entityLabel]), [[987_655, null]]);
  });

  test('the labels cost no query per row: a page of thirty asks the database as often as a page of one', async () => {
    const counted = async (perPage: number) => {
      const query = app.db.query.bind(app.db);
      let calls = 0;
      app.db.query = ((...args: Parameters<typeof query>) => {
        calls += 1;
        return query(...args);
      }) as typeof app.db.query;
      try {
        const page = members(await injectWithLogin(ACCOUNTS.admin, { method: 'GET', url: `/api/audit_logs?itemsPerPage=${perPage}` }));
        return { calls, rows: page.length, labelled: page.filter((entry) => entry.entityLabel).length };
      } finally {
        app.db.query = query;
      }
    };
    const one = await counted(1);
    const thirty = await counted(30);
    assert.equal(one.rows, 1);
    assert.ok(thirty.rows >= 5, `only ${thirty.rows} entries`);
    assert.ok(thirty.labelled >= 4, `only ${thirty.labelled} labelled`);
    assert.equal(thirty.calls, one.calls);
  });
});
