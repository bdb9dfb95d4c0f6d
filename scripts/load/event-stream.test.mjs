import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { CLOSED, EventStream } from './event-stream.mjs';
import { until } from './person.mjs';

/** A server whose answers the test sets: each request is recorded with its Last-Event-ID and answered by `answer`. */
const requests = [];
let answer = () => {};
const server = http.createServer((request, response) => {
  requests.push({ lastEventId: request.headers['last-event-id'], cookie: request.headers.cookie });
  answer(request, response);
});
let url;

before(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${server.address().port}/`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

function collect(options = {}) {
  const seen = { messages: [], opened: 0, errors: [] };
  const stream = new EventStream(url, {
    onOpen: () => (seen.opened += 1),
    onMessage: (message) => seen.messages.push(message),
    onError: () => seen.errors.push(stream.readyState),
    ...options,
  });
  return { stream, seen };
}

describe('EventStream, as a browser reads server-sent events', () => {
  it('comes back after a dropped stream with the last id and after the retry the server gave, a character split across chunks intact', async () => {
    requests.length = 0;
    let next = 0;
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('retry: 50\n\n');
      next += 1;
      // "é" is two bytes: each half in its own chunk.
      const bytes = Buffer.from(`id: ${next}\ndata: café ${next}\n\n`);
      const cut = bytes.indexOf(0xa9);
      response.write(bytes.subarray(0, cut));
      setTimeout(() => response.end(bytes.subarray(cut)), 20);
    };
    const { stream, seen } = collect({ headers: () => ({ cookie: 'BEARER=x' }) });
    assert.ok(await until(() => seen.messages.length >= 3, 5000));
    stream.close();
    assert.deepEqual(seen.messages.slice(0, 3), [
      { id: '1', data: 'café 1' },
      { id: '2', data: 'café 2' },
      { id: '3', data: 'café 3' },
    ]);
    assert.deepEqual(
      requests.slice(0, 3).map((one) => one.lastEventId),
      [undefined, '1', '2'],
    );
    assert.equal(requests[0].cookie, 'BEARER=x');
    assert.ok(seen.errors.length >= 2 && seen.errors.every((state) => state !== CLOSED));
  });

  it('stops for good on an answer that is not an event stream', async () => {
    requests.length = 0;
    answer = (_request, response) => response.writeHead(401, { 'content-type': 'application/ld+json' }).end('{}');
    const { stream, seen } = collect();
    assert.ok(await until(() => seen.errors.length > 0, 5000));
    await new Promise((resolve) => setTimeout(resolve, 3200));
    assert.equal(stream.readyState, CLOSED);
    assert.deepEqual(seen.errors, [CLOSED]);
    assert.equal(requests.length, 1);
    assert.equal(seen.opened, 0);
  });

  it('closed, neither delivers nor connects again', async () => {
    requests.length = 0;
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('retry: 20\n\n');
      setTimeout(() => response.end('id: 9\ndata: late\n\n'), 100);
    };
    const { stream, seen } = collect();
    assert.ok(await until(() => seen.opened === 1, 5000));
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(seen.messages, []);
    assert.equal(requests.length, 1);
  });
});
