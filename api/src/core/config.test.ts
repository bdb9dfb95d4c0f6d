import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configFromEnv } from './config.ts';

test("the log level comes from LOG_LEVEL, as for the portal's other servers; LOG=0 turns the log off", () => {
  assert.equal(configFromEnv({}).logLevel, 'info');
  assert.equal(configFromEnv({ LOG_LEVEL: 'error' }).logLevel, 'error');
  assert.equal(configFromEnv({ LOG_LEVEL: 'error', LOG: '0' }).logLevel, false);
  assert.throws(() => configFromEnv({ LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/);
});
