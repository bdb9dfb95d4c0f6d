import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNTS, buildTestApp } from '../../../test/helper.ts';
import { countingStatements } from '../../../test/counting-statements.ts';
import { createDeviceSessionCheck } from './device-sessions.ts';

const { app, login } = await buildTestApp();

const sessionOf = async (email: string) => {
  const claims = app.tokens.verifySession(await login(email));
  return { sessionId: claims.sid, userId: Number(claims.sub) };
};

describe('the device session check', () => {
  test('is shared by the requests a page sends at once, and kept for the next ones', async () => {
    const { db, counted } = countingStatements(app.db);
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
    const { db, counted } = countingStatements(app.db);
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
