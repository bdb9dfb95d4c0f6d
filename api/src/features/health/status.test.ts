import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { closedPort } from '../../../test/fixtures/closed-port.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { buildTestApp } from '../../../test/helper.ts';


describe('GET /api/status (public status page)', () => {
  test('answers the state of the database and of the mail server, and nothing else, without a session', async () => {
    const smtp = await startSmtpCatcher();
    const { app } = await buildTestApp({ smtpUrl: smtp.url });
    const response = await app.inject({ method: 'GET', url: '/api/status' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { database: 'up', mail: 'up' });
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(smtp.received.length, 0, 'probing the mail server sends no mail');
  });

  test('a mail server that does not answer is reported down, without stalling the answer', async () => {
    const { app } = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const response = await app.inject({ method: 'GET', url: '/api/status' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { database: 'up', mail: 'down' });
  });

  test('one address gets at most 30 answers a minute, then a JSON-LD 429 in Spanish; another address is unaffected', async () => {
    const smtp = await startSmtpCatcher();
    const { app } = await buildTestApp({ smtpUrl: smtp.url });
    const ask = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/status', remoteAddress });
    for (let count = 0; count < 30; count++) assert.equal((await ask('10.0.0.1')).statusCode, 200);
    const limited = await ask('10.0.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['retry-after'], '60');
    assert.match(String(limited.headers['content-type']), /application\/ld\+json/);
    const body = limited.json();
    assert.equal(body['@type'], 'hydra:Error');
    assert.equal(body.error, 'Demasiadas consultas del estado. Inténtelo de nuevo en un minuto.');
    assert.equal((await ask('10.0.0.2')).statusCode, 200);
  });
});
