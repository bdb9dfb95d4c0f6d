/**
 * The shell server as deployed: started on a free port over a dist folder laid
 * out like the build's (every file next to its `.br` and `.gz`), asked with and
 * without `Accept-Encoding` the way browsers, curl and health checkers ask.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { writePrecompressedDist } from '@portal/shared-ui/precompressed-dist';
import { startShell } from './started-shell.mjs';

const PAGE = '<!doctype html><html lang="es"><title>Portal de trabajo</title><div id="root"></div></html>';
const ASSET = { name: 'main.0123abcd.js', body: 'console.log("portal");' };

function writeDist(folder) {
  writePrecompressedDist(folder, [
    ['index.html', PAGE],
    [ASSET.name, ASSET.body],
  ]);
}

/** A raw GET: unlike fetch, node:http adds no Accept-Encoding and decodes nothing. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the shell server', () => {
  let work;
  let shell;
  let baseUrl;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'serve-shell-'));
    writeDist(work);
    shell = startShell(work);
    baseUrl = await shell.url;
  });

  after(() => {
    shell?.server.kill();
    rmSync(work, { recursive: true, force: true });
  });

  for (const pagePath of ['/', '/login', '/horarios/autorizar']) {
    it(`answers ${pagePath} with the page, uncompressed, to a client that sends no Accept-Encoding`, async () => {
      const response = await rawGet(`${baseUrl}${pagePath}`);
      assert.equal(response.status, 200);
      assert.match(response.headers['content-type'] ?? '', /^text\/html/);
      assert.equal(response.headers['content-encoding'], undefined);
      assert.match(response.headers.vary ?? '', /accept-encoding/i);
      assert.equal(response.body.toString('utf8'), PAGE);
    });

    it(`answers ${pagePath} with the brotli page to a client that accepts br`, async () => {
      const response = await rawGet(`${baseUrl}${pagePath}`, { 'Accept-Encoding': 'br' });
      assert.equal(response.status, 200);
      assert.match(response.headers['content-type'] ?? '', /^text\/html/);
      assert.equal(response.headers['content-encoding'], 'br');
      assert.match(response.headers.vary ?? '', /accept-encoding/i);
      assert.equal(brotliDecompressSync(response.body).toString('utf8'), PAGE);
    });
  }

  it('sends a hashed script uncompressed to a client that sends no Accept-Encoding', async () => {
    const response = await rawGet(`${baseUrl}/${ASSET.name}`);
    assert.equal(response.status, 200);
    assert.match(response.headers['content-type'] ?? '', /javascript/);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body.toString('utf8'), ASSET.body);
  });

  it('sends a hashed script as brotli to a client that accepts br', async () => {
    const response = await rawGet(`${baseUrl}/${ASSET.name}`, { 'Accept-Encoding': 'br' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(response.headers.vary ?? '', /accept-encoding/i);
    assert.equal(brotliDecompressSync(response.body).toString('utf8'), ASSET.body);
  });
});
