import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configFromEnv } from './config.ts';

test("the log level comes from LOG_LEVEL, as for the portal's other servers; LOG=0 turns the log off", () => {
  assert.equal(configFromEnv({}).logLevel, 'info');
  assert.equal(configFromEnv({ LOG_LEVEL: 'error' }).logLevel, 'error');
  assert.equal(configFromEnv({ LOG_LEVEL: 'error', LOG: '0' }).logLevel, false);
  assert.throws(() => configFromEnv({ LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/);
});

test('each instance keeps DATABASE_POOL_SIZE connections to PostgreSQL, 10 unless told', () => {
  assert.equal(configFromEnv({}).databasePoolSize, 10);
  assert.equal(configFromEnv({ DATABASE_POOL_SIZE: '4' }).databasePoolSize, 4);
  for (const wrong of ['0', '-3', '2.5', 'many']) {
    assert.throws(() => configFromEnv({ DATABASE_POOL_SIZE: wrong }), new RegExp(`^Error: DATABASE_POOL_SIZE must be a positive integer, got "${wrong}"$`));
  }
});

test('mail servers away from loopback are encrypted: only tls=off turns it off, and only in demo mode', () => {
  for (const [name, plain, tls] of [
    ['SMTP_URL', 'smtp', 'smtps'],
    ['TASK_INBOX_IMAP_URL', 'imap', 'imaps'],
  ] as const) {
    const read = (value: string, seed?: string) => configFromEnv({ [name]: value, ...(seed ? { SEED: seed } : {}) });
    const url = (config: ReturnType<typeof configFromEnv>) => (name === 'SMTP_URL' ? config.smtpUrl : config.taskInboxImapUrl);
    assert.equal(url(read(`${plain}://mail.empresa.es:25`)), `${plain}://mail.empresa.es:25`);
    assert.equal(url(read(`${tls}://mail.empresa.es`)), `${tls}://mail.empresa.es`);
    assert.equal(url(read(`${plain}://mail.empresa.es?tls=off`, 'demo')), `${plain}://mail.empresa.es?tls=off`);
    assert.throws(() => read(`${plain}://usuario:secreta@mail.empresa.es?tls=off`), (error: Error) => {
      assert.equal(error.message, `${name} may turn encryption off (tls=off) in demo mode only (SEED=demo)`);
      return true;
    });
    for (const query of ['ignoreTLS=true', 'tls.rejectUnauthorized=false', 'tls=on', 'tls=off&tls=off', 'requireTLS=false']) {
      assert.throws(() => read(`${plain}://mail.empresa.es?${query}`, 'demo'), new RegExp(`^Error: ${name} accepts no query parameter but tls=off$`), query);
    }
    assert.throws(() => read(`${tls}://mail.empresa.es?tls=off`, 'demo'), new RegExp(`^Error: ${name} asks for TLS`));
    assert.throws(() => read('http://mail.empresa.es'), new RegExp(`^Error: ${name} must be ${plain}://host:port or ${tls}://host:port$`));
  }
});
