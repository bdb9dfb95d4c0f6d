/** Reads kept until their data groups change (src/core/response-cache/kept-reads.ts). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createDataChanges } from './data-changes.ts';
import { keptWhileUnchanged } from './kept-reads.ts';

/** A read that counts its calls and answers with the count. */
function countedRead() {
  let calls = 0;
  return { read: async () => (calls += 1), calls: () => calls };
}

describe('kept reads', () => {
  test('kept per key until a change of their groups is heard; other groups leave them', async () => {
    const changes = createDataChanges();
    changes.listening();
    const kept = keptWhileUnchanged<string, number>(changes, ['organisation'], 10);
    const { read, calls } = countedRead();
    assert.equal(await kept('a', read), 1);
    assert.equal(await kept('a', read), 1, 'kept');
    assert.equal(await kept('b', read), 2, 'another key reads its own');
    changes.heard('work:3');
    assert.equal(await kept('a', read), 1, 'a change of other groups keeps it');
    changes.heard('organisation');
    assert.equal(await kept('a', read), 3, 'a change of its group reads again');
    assert.equal(calls(), 3);
  });

  test('reads sent together share one; a failed read is not kept', async () => {
    const changes = createDataChanges();
    changes.listening();
    const kept = keptWhileUnchanged<string, number>(changes, ['users'], 10);
    const { read, calls } = countedRead();
    assert.deepEqual(await Promise.all([kept('a', read), kept('a', read)]), [1, 1]);
    assert.equal(calls(), 1);
    await assert.rejects(kept('b', async () => Promise.reject(new Error('connection lost'))));
    assert.equal(await kept('b', read), 2, 'read again after the failure');
  });

  test('while notices may be missed, nothing is kept', async () => {
    const changes = createDataChanges();
    const kept = keptWhileUnchanged<string, number>(changes, ['users'], 10);
    const { read } = countedRead();
    assert.equal(await kept('a', read), 1);
    assert.equal(await kept('a', read), 2);
    changes.listening();
    assert.equal(await kept('a', read), 3);
    changes.lost();
    assert.equal(await kept('a', read), 4);
  });
});
