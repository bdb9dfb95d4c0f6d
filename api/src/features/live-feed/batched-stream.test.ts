import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { batchedStream } from './batched-stream.ts';

/** A writable that keeps each chunk it was given, as the socket under a response would get it. */
function recordingStream() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, chunks };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched event stream', () => {
  it('writes what is sent in one turn of the event loop as one chunk, in order', async () => {
    const { stream, chunks } = recordingStream();
    const batched = batchedStream(stream);
    batched.write('id: 1\n\n');
    await Promise.resolve();
    batched.write('id: 2\n\n');
    batched.write('id: 3\n\n');
    await nextTurn();
    batched.write('id: 4\n\n');
    await nextTurn();
    assert.deepEqual(chunks, ['id: 1\n\nid: 2\n\nid: 3\n\n', 'id: 4\n\n']);
  });

  it('writes what is queued before ending, and nothing after', async () => {
    const { stream, chunks } = recordingStream();
    const batched = batchedStream(stream);
    batched.write('id: 1\n\n');
    batched.end();
    batched.write('id: 2\n\n');
    await nextTurn();
    assert.deepEqual(chunks, ['id: 1\n\n']);
    assert.equal(stream.writableEnded, true);
  });

  it('writes nothing to a stream the client closed', async () => {
    const { stream, chunks } = recordingStream();
    const batched = batchedStream(stream);
    batched.write('id: 1\n\n');
    stream.destroy();
    await nextTurn();
    assert.deepEqual(chunks, []);
  });
});
