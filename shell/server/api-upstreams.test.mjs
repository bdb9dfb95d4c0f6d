/**
 * The shell in front of two API instances (`API_URL=a,b`): requests go to both, an instance that is down
 * costs the browser nothing, and a request lost while an instance answered is sent again only when that
 * cannot do anything twice.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { RESTING_MS } from './api-upstreams.mjs';
import { startShell } from './started-shell.mjs';

/**
 * A stand-in API instance that names itself and counts the requests to /api/things it received; `drop` makes it
 * break every connection instead, `hang` never answer (a stopped process whose connections stay open). Its
 * live-update streams start with an event naming it, then write a heartbeat every 100 ms, or nothing once `silent`.
 */
async function startInstance(name) {
  const instance = { name, received: [], registryReads: 0, drop: false, hang: false, silent: false, url: '', server: undefined };
  instance.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      // Only what the tests send counts: the shell's server also reads the API for itself (the remotes' registry).
      if (request.url.startsWith('/api/things')) instance.received.push({ method: request.method, url: request.url, body });
      if (request.url.startsWith('/api/remotes_config')) instance.registryReads += 1;
      if (request.url.startsWith('/.well-known/mercure')) return stream(response);
      if (instance.drop) return request.socket.destroy();
      if (instance.hang) return;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ instance: name, body }));
    });
  });
  function stream(response) {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(`id: 1\ndata: ${JSON.stringify({ instance: name })}\n\n`);
    const heartbeat = setInterval(() => instance.silent || response.write(':\n\n'), 100);
    response.on('close', () => clearInterval(heartbeat));
  }
  await new Promise((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  instance.url = `http://127.0.0.1:${instance.server.address().port}`;
  return instance;
}

/**
 * Starts stand-in instances named `names` and the real shell server in front of them; those named in `down` are
 * killed before the shell starts. `env` adds to the shell's environment.
 */
async function shellInFrontOf(names, { down = [], env = {} } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'shell-upstreams-'));
  const instances = await Promise.all(names.map(startInstance));
  await Promise.all(instances.filter(({ name }) => down.includes(name)).map(kill));
  const shell = startShell(work, { API_URL: instances.map(({ url }) => url).join(','), ...env });
  const baseUrl = await shell.url;
  // The shell reads the registry once at start, through an instance in turn; that read may come after it listens. Once
  // it is in, the tests' requests alternate between the instances as they are sent.
  if (down.length === 0) await until(() => instances.some(({ registryReads }) => registryReads > 0), 'the shell read the registry at start');
  return {
    baseUrl,
    instance: Object.fromEntries(instances.map((instance) => [instance.name, instance])),
    async stop() {
      shell.server.kill();
      await Promise.allSettled(instances.map(kill));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Resolves once `done()` holds; fails after 10 s, naming `what`. */
async function until(done, what) {
  for (const deadline = Date.now() + 10_000; !done(); ) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until an instance the proxy left out is tried again. */
const restingOver = () => new Promise((resolve) => setTimeout(resolve, RESTING_MS));

/** Stops taking connections at once, as a killed process does. */
async function kill(instance) {
  instance.server.closeAllConnections();
  await new Promise((resolve) => instance.server.close(resolve));
}

describe('the shell proxy in front of two API instances', () => {
  let shell;
  let baseUrl;
  let one;
  let two;
  before(async () => {
    shell = await shellInFrontOf(['one', 'two']);
    ({ baseUrl } = shell);
    ({ one, two } = shell.instance);
  });
  after(() => shell?.stop());
  beforeEach(() => {
    one.received = [];
    two.received = [];
  });

  const ask = async (method, body) => {
    const response = await fetch(`${baseUrl}/api/things`, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
    return { status: response.status, answer: response.status === 200 ? await response.json() : await response.text() };
  };

  it('shares the requests between the instances', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask('GET')));
    assert.deepEqual(new Set(answers.map(({ answer }) => answer.instance)), new Set(['one', 'two']));
  });

  it('sends a request lost after it went out once more to the other instance when its method is idempotent', async () => {
    one.drop = true;
    try {
      for (const method of ['GET', 'DELETE', 'PUT']) {
        for (let round = 0; round < 4; round += 1) {
          const { status, answer } = await ask(method, method === 'PUT' ? '{"n":1}' : undefined);
          assert.equal(status, 200, `${method} answered ${status}`);
          assert.equal(answer.instance, 'two');
        }
      }
    } finally {
      one.drop = false;
      await restingOver();
    }
  });

  it('never sends a POST or a PATCH twice: one lost while the instance answered fails, and the other instance never sees it', async () => {
    one.drop = true;
    try {
      const statuses = [];
      for (let round = 0; round < 6; round += 1) statuses.push((await ask(round % 2 ? 'PATCH' : 'POST', '{"n":1}')).status);
      const lost = one.received.length;
      assert.ok(lost > 0, 'some went to the instance that broke its connections');
      assert.equal(statuses.filter((status) => status >= 500).length, lost);
      assert.equal(two.received.length, statuses.length - lost);
    } finally {
      one.drop = false;
      await restingOver();
    }
  });

  it('leaves an instance that broke a connection out for a moment: the writes after the lost one go to the other', async () => {
    one.drop = true;
    try {
      let failed = 0;
      for (let round = 0; round < 4 && failed === 0; round += 1) failed = (await ask('POST', '{"n":1}')).status >= 500 ? 1 : 0;
      assert.equal(failed, 1, 'a POST went to the instance that broke its connection');
      const after = await Promise.all(Array.from({ length: 6 }, () => ask('POST', '{"n":2}')));
      assert.deepEqual(
        after.map(({ status }) => status),
        [200, 200, 200, 200, 200, 200],
      );
      assert.equal(one.received.length, 1, 'only the lost one reached the instance that broke it');
    } finally {
      one.drop = false;
      await restingOver();
    }
  });

  it('sends every request, with its body, to the other instance from the moment one is down', async () => {
    await kill(one);
    // At once and together: some go to the instance that is down before the proxy knows it is.
    const bodies = Array.from({ length: 12 }, (_, round) => (round % 3 === 0 ? undefined : JSON.stringify({ round })));
    const methods = ['GET', 'POST', 'PATCH'];
    const answers = await Promise.all(bodies.map((body, round) => ask(methods[round % 3], body)));
    answers.forEach(({ status, answer }, round) => {
      assert.equal(status, 200, `${methods[round % 3]} answered ${status}: ${answer}`);
      assert.equal(answer.instance, 'two');
      assert.equal(answer.body, bodies[round] ?? '');
    });
    assert.equal(two.received.length, 12);
  });
});

describe('the shell proxy with one of its two API instances down from the start', () => {
  let shell;
  before(async () => {
    shell = await shellInFrontOf(['down', 'two'], { down: ['down'] });
  });
  after(() => shell?.stop());

  it('sends a write it could not deliver to the other instance, body and all', async () => {
    // Two in a row: the instances take turns, so one of them is first sent to the one that is down.
    for (const [method, body] of [
      ['POST', '{"first":true}'],
      ['PATCH', '{"second":true}'],
    ]) {
      const response = await fetch(`${shell.baseUrl}/api/things`, { method, body, headers: { 'content-type': 'application/json' } });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { instance: 'two', body });
    }
    assert.deepEqual(
      shell.instance.two.received.map(({ method }) => method),
      ['POST', 'PATCH'],
    );
  });
});

describe('the shell proxy with every API instance down', () => {
  let shell;
  before(async () => {
    shell = await shellInFrontOf(['one', 'two'], { down: ['one', 'two'] });
  });
  after(() => shell?.stop());

  it("answers as the API does while its database is down: 503, when to ask again, and the reason in Spanish, not the HTTP client's", async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', '{"n":1}'],
    ]) {
      const response = await fetch(`${shell.baseUrl}/api/things`, { method, body, headers: { 'content-type': 'application/json' } });
      assert.equal(response.status, 503, method);
      assert.equal(response.headers.get('retry-after'), '2');
      assert.match(response.headers.get('content-type') ?? '', /^application\/ld\+json/);
      const answer = await response.json();
      assert.equal(answer['@type'], 'hydra:Error');
      assert.equal(answer.error, 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.');
    }
  });
});

describe('the shell proxy in front of an API instance that stopped answering', () => {
  // Long enough that the instance that answers always makes it, even on a machine busy with other tests.
  const DEADLINE_MS = 1_500;
  let shell;
  before(async () => {
    shell = await shellInFrontOf(['hung', 'two'], { env: { API_TIMEOUT_MS: String(DEADLINE_MS) } });
    shell.instance.hung.hang = true;
  });
  after(() => shell?.stop());

  const ask = async (method, body) => {
    const response = await fetch(`${shell.baseUrl}/api/things`, { method, body, headers: { 'content-type': 'application/json' } });
    return { status: response.status, answer: await response.json() };
  };

  it('sends a read the instance kept past the deadline to the other one, and leaves the hung instance out meanwhile', async () => {
    const first = await Promise.all([ask('GET'), ask('GET')]);
    assert.deepEqual(
      first.map(({ status, answer }) => [status, answer.instance]),
      [
        [200, 'two'],
        [200, 'two'],
      ],
    );
    assert.equal(shell.instance.hung.received.length, 1, 'one of the two went to the hung instance first');
    const next = await Promise.all(Array.from({ length: 4 }, () => ask('GET')));
    assert.deepEqual(new Set(next.map(({ answer }) => answer.instance)), new Set(['two']));
    assert.equal(shell.instance.hung.received.length, 1, 'the reads after it never went to the hung instance');
  });

  it('answers a write the hung instance kept with the 503 and its Spanish reason, and never sends it twice', async () => {
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS));
    const statuses = [];
    for (let round = 0; round < 2; round += 1) {
      const { status, answer } = await ask('POST', JSON.stringify({ round }));
      statuses.push(status);
      if (status === 503) assert.equal(answer.error, 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.');
    }
    const kept = shell.instance.hung.received.filter(({ method }) => method === 'POST');
    assert.equal(kept.length, 1, 'one of the writes went to the hung instance');
    assert.equal(statuses.filter((status) => status === 503).length, 1);
    assert.ok(!shell.instance.two.received.some(({ body }) => body === kept[0].body), 'the other instance never saw it');
  });
});

describe('the shell proxy in front of an API instance whose live-update streams fell silent', { timeout: 20_000 }, () => {
  const SILENCE_MS = 1_000;
  let shell;
  const opened = [];
  before(async () => {
    // Left out for longer than the test takes once it was found silent.
    shell = await shellInFrontOf(['quiet', 'two'], { env: { LIVE_STREAM_SILENCE_MS: String(SILENCE_MS), API_TIMEOUT_MS: '60000' } });
  });
  after(async () => {
    for (const { controller } of opened) controller.abort();
    await shell?.stop();
  });

  /** Opens a stream through the shell: `instance` (from its first event) and `ended` resolve as they happen. */
  async function openStream() {
    const controller = new AbortController();
    const response = await fetch(`${shell.baseUrl}/.well-known/mercure?topic=*`, { signal: controller.signal });
    assert.equal(response.status, 200);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    const { instance } = JSON.parse(/^data: (.*)$/m.exec(first.value)[1]);
    const state = { instance, controller, heartbeats: 0, open: true };
    state.ended = (async () => {
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) state.heartbeats += 1;
      } catch {
        // The connection broke: the end a browser's EventSource sees, and opens the stream again after.
      }
      state.open = false;
    })();
    opened.push(state);
    return state;
  }

  it('ends the stream that went silent, keeps the one that beats, and opens the next streams on the other instance', async () => {
    const streams = await Promise.all([openStream(), openStream()]);
    assert.deepEqual(streams.map(({ instance }) => instance).sort(), ['quiet', 'two']);
    const [quiet, beating] = streams[0].instance === 'quiet' ? streams : [...streams].reverse();
    shell.instance.quiet.silent = true;
    await quiet.ended;
    const beatsWhenQuietEnded = beating.heartbeats;
    // As long again as the silence the shell allows: the stream that beats is not cut meanwhile.
    await new Promise((resolve) => setTimeout(resolve, SILENCE_MS * 1.5));
    assert.equal(beating.open, true, 'the stream whose instance writes heartbeats is still open');
    assert.ok(beating.heartbeats > beatsWhenQuietEnded, 'and still receives them');
    const next = await Promise.all([openStream(), openStream(), openStream()]);
    assert.deepEqual(
      next.map(({ instance }) => instance),
      ['two', 'two', 'two'],
    );
  });
});
