/**
 * The shell's proxy tells the API who the client is, so the API can throttle
 * logins and write the audit log per client rather than per shell server.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Agent, request } from 'undici';
import { startShell } from './started-shell.mjs';

/**
 * A stand-in for the API that answers every request with the headers it received; a live-feed request (`stream=1`)
 * gets an event stream that stays open, as the API's hub keeps it.
 */
async function startEchoUpstream() {
  const upstream = createServer((request, response) => {
    if (request.url?.includes('stream=1')) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(':\n\n');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  return { upstream, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A shell server in front of an echoing upstream, for the duration of the enclosing suite. */
function shellInFrontOfEcho(env = {}) {
  const running = { baseUrl: '' };
  let work;
  let upstream;
  let shell;
  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'shell-proxy-'));
    const echo = await startEchoUpstream();
    upstream = echo.upstream;
    shell = startShell(work, { SHELL_TRUST_PROXY: '', ...env, API_URL: echo.url });
    running.baseUrl = await shell.url;
  });
  after(() => {
    shell?.server.kill();
    upstream?.close();
    rmSync(work, { recursive: true, force: true });
  });
  return running;
}

describe('the shell proxy', () => {
  const running = shellInFrontOfEcho();

  for (const route of ['/api/health', '/.well-known/mercure?topic=x']) {
    it(`sends the client's address and protocol to the API on ${route}`, async () => {
      const received = await (await fetch(`${running.baseUrl}${route}`)).json();
      assert.equal(received['x-forwarded-for'], '127.0.0.1');
      assert.equal(received['x-forwarded-proto'], 'http');
    });
  }

  it('keeps the Host the client asked for, so the API links back to the shell (GET /api, the Hydra entrypoint, included)', async () => {
    const received = await (await fetch(`${running.baseUrl}/api`)).json();
    assert.equal(received.host, new URL(running.baseUrl).host);
  });

  it('replaces an X-Forwarded-For the client made up instead of passing it on', async () => {
    const received = await (await fetch(`${running.baseUrl}/api/login`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).json();
    assert.equal(received['x-forwarded-for'], '127.0.0.1');
  });
});

describe('the shell proxy and the live feed', () => {
  const running = shellInFrontOfEcho();
  /** More than the 128 connections per instance the proxy's HTTP client keeps by default. */
  const STREAMS = 200;

  it(`holds ${STREAMS} live-update streams open on one API instance at once, and still answers the API`, async () => {
    const dispatcher = new Agent({ connections: null });
    const streams = [];
    try {
      const opening = Array.from({ length: STREAMS }, () =>
        request(`${running.baseUrl}/.well-known/mercure?topic=*&stream=1`, { dispatcher, headersTimeout: 10_000 }).then((answer) => {
          streams.push(answer);
          return answer.statusCode;
        }),
      );
      // Each stream holds its connection to the instance for as long as it is open: a capped pool left those beyond
      // the cap waiting, unanswered, until another stream closed.
      assert.deepEqual(new Set(await Promise.all(opening)), new Set([200]));
      const answer = await request(`${running.baseUrl}/api/health`, { dispatcher, headersTimeout: 10_000 });
      assert.equal(answer.statusCode, 200);
      await answer.body.text();
    } finally {
      for (const stream of streams) stream.body.destroy();
      await dispatcher.destroy();
    }
  });
});

describe('the shell proxy behind a proxy it trusts (SHELL_TRUST_PROXY)', () => {
  const running = shellInFrontOfEcho({ SHELL_TRUST_PROXY: 'loopback' });

  it('sends the client that proxy named, and the protocol it saw', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    const received = await (await fetch(`${running.baseUrl}/api/login`, { headers })).json();
    assert.equal(received['x-forwarded-for'], '203.0.113.7');
    assert.equal(received['x-forwarded-proto'], 'https');
  });
});
