/**
 * The shell server's own log at its most talkative level: mailed links carry their key in the URL, and whoever
 * reads the log must not be able to use one. The API logs the calls it answers, scrubbed; this server writes none.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { writePrecompressedDist } from '@portal/shared-ui/precompressed-dist';
import { startShell } from './started-shell.mjs';

const SECRET = 'clave-del-enlace-0123456789';

describe("the shell server's log", () => {
  let work;
  let shell;
  const lines = [];

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'shell-log-'));
    writePrecompressedDist(work, [['index.html', '<!doctype html><title>Portal de trabajo</title>']]);
    // An API address where nothing listens, whatever else runs on this machine.
    shell = startShell(work, { LOG_LEVEL: 'trace', API_URL: 'http://127.0.0.1:9' });
    createInterface({ input: shell.server.stdout }).on('line', (line) => lines.push(line));
  });

  after(() => {
    shell?.server.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds no key of a mailed link, whatever page or API address carried it', async () => {
    const base = await shell.url;
    const pages = [`/authorize?token=${SECRET}`, `/passwordchange?token=${SECRET}`, `/emailchange?token=${SECRET}`];
    for (const page of pages) assert.equal((await fetch(`${base}${page}`)).status, 200, page);
    // The API is not running: the proxy answers an error, which the server logs.
    const proxied = await fetch(`${base}/api/decision_tokens/${SECRET}`);
    assert.ok(proxied.status >= 500, `the proxy answered ${proxied.status}`);
    assert.ok(lines.length > 0, 'the server logged something at trace level');
    assert.deepEqual(
      lines.filter((line) => line.includes(SECRET)),
      [],
    );
  });
});
