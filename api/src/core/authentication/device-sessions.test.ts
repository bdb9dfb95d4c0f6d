import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import type { Queryable, Statement } from '../db/database.ts';
import { createDeviceSessionCheck } from './device-sessions.ts';

const { app, login } = await buildTestApp();

/** The real database, counting the statements run on it. */
function countingDatabase() {
  const counted = { statements: 0 };
  const db: Queryable = {
    query<T>(statement: Statement, params?: unknown[]) {
      counted.statements += 1;
      return app.db.query<T>(statement, params);
    },
    exec: (script) => app.db.exec(script),
  };
  return { db, counted };
}

const sessionOf = async (email: string) => {
  const claims = app.tokens.verifySession(await login(email));
  return { sessionId: claims.sid, userId: Number(claims.sub) };
};

describe('the device session check', () => {
  test('is shared by the requests a page sends at once, and kept for the next ones', async () => {
    const { db, counted } = countingDatabase();
    const isAlive = createDeviceSessionCheck(db, app.dataChanges);
    const { sessionId, userId } = await sessionOf(ACCOUNTS.ana);
    const answers = await Promise.all(Array.from({ length: 8 }, () => isAlive(sessionId, userId)));
    assert.deepEqual(answers, Array(8).fill(true));
    assert.equal(counted.statements, 1);
    assert.equal(await isAlive(sessionId, userId), true);
    assert.equal(counted.statements, 1);
    // Another person's id with this session's token is refused from what is kept, too.
    assert.equal(await isAlive(sessionId, userId + 1), false);
  });

  test('does not keep a session that has ended: the next request reads again', async () => {
    const { db, counted } = countingDatabase();
    const isAlive = createDeviceSessionCheck(db, app.dataChanges);
    const { sessionId, userId } = await sessionOf(ACCOUNTS.luis);
    await app.db.query('DELETE FROM user_sessions WHERE id = $1', [sessionId]);
    const answers = await Promise.all([isAlive(sessionId, userId), isAlive(sessionId, userId)]);
    assert.deepEqual(answers, [false, false]);
    assert.equal(counted.statements, 1);
    assert.equal(await isAlive(sessionId, userId), false);
    assert.equal(counted.statements, 2);
  });
});
