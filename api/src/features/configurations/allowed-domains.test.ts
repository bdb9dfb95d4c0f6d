import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isAllowedEmailDomain } from '../../core/mail/allowed-domains.ts';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { errorOf } from '../../../test/fixtures/organisation-lookup.ts';

const { app, injectWithLogin } = await buildTestApp();

const put = (email: string, value: unknown) => injectWithLogin(email, { method: 'PUT', url: '/api/configurations/3', payload: { value } });
const stored = async () => (await injectWithLogin(ACCOUNTS.ana, { method: 'GET', url: '/api/configurations/3' })).json().value;

describe('allowed domains (configuration 3)', () => {
  test('admins and system admins add and remove domains, stored lower case and in punycode', async () => {
    const added = await put(ACCOUNTS.sysAdmin, ['empresa.es', ' Filial.COM ', 'münchen.de', 'ejemplo.españa.']);
    assert.equal(added.statusCode, 200, added.body);
    assert.deepEqual(added.json().value, ['empresa.es', 'filial.com', 'xn--mnchen-3ya.de', 'ejemplo.xn--espaa-rta']);
    assert.deepEqual(await stored(), ['empresa.es', 'filial.com', 'xn--mnchen-3ya.de', 'ejemplo.xn--espaa-rta']);
    const removed = await put(ACCOUNTS.admin, ['empresa.es', 'xn--mnchen-3ya.de']);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await stored(), ['empresa.es', 'xn--mnchen-3ya.de']);
  });

  test('what is not a domain name, and repeats, are refused with a Spanish message and change nothing', async () => {
    assert.equal((await put(ACCOUNTS.admin, ['empresa.es'])).statusCode, 200);
    for (const text of ['empresa', 'exa mple.com', 'ana@empresa.es', '-empresa.es', 'empresa-.es', '192.168.1.10', 'a..es', 'http://empresa.es', 'emp_resa.es', '']) {
      const response = await put(ACCOUNTS.admin, ['empresa.es', text]);
      assert.equal(response.statusCode, 422, text);
      assert.equal(errorOf(response), `"${text}" no es un nombre de dominio válido`);
    }
    const repeated = await put(ACCOUNTS.admin, ['empresa.es', 'EMPRESA.es']);
    assert.equal(repeated.statusCode, 422);
    assert.equal(errorOf(repeated), 'El dominio empresa.es ya está en la lista');
    assert.equal((await put(ACCOUNTS.admin, 'empresa.es')).statusCode, 422);
    assert.deepEqual(await stored(), ['empresa.es']);
  });

  test('nobody else changes the list; it is never created or deleted', async () => {
    for (const email of [ACCOUNTS.techManager, ACCOUNTS.supportTeamManager, ACCOUNTS.inspector, ACCOUNTS.ana]) {
      assert.equal((await put(email, ['otra.es'])).statusCode, 403, email);
    }
    const post = await injectWithLogin(ACCOUNTS.admin, { method: 'POST', url: '/api/configurations', payload: { name: 'allowed_domains', value: ['otra.es'] } });
    assert.equal(post.statusCode, 403);
    assert.equal((await injectWithLogin(ACCOUNTS.admin, { method: 'DELETE', url: '/api/configurations/3' })).statusCode, 403);
    assert.deepEqual(await stored(), ['empresa.es']);
  });

  test('isAllowedEmailDomain follows the list; an empty list allows any domain', async () => {
    assert.equal((await put(ACCOUNTS.admin, ['empresa.es', 'münchen.de'])).statusCode, 200);
    assert.equal(await isAllowedEmailDomain(app.db, 'avisos@empresa.es'), true);
    assert.equal(await isAllowedEmailDomain(app.db, 'avisos@EMPRESA.ES'), true);
    assert.equal(await isAllowedEmailDomain(app.db, 'info@MÜNCHEN.de'), true);
    assert.equal(await isAllowedEmailDomain(app.db, 'avisos@otra.es'), false);
    assert.equal(await isAllowedEmailDomain(app.db, 'avisos@sub.empresa.es'), false);
    assert.equal(await isAllowedEmailDomain(app.db, 'empresa.es'), false);
    assert.equal((await put(ACCOUNTS.admin, [])).statusCode, 200);
    assert.equal(await isAllowedEmailDomain(app.db, 'avisos@otra.es'), true);
  });
});
