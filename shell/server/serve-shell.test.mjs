/**
 * The shell server as deployed: started on a free port over a dist folder laid
 * out like the build's (every file next to its `.br` and `.gz`), asked with and
 * without `Accept-Encoding` the way browsers, curl and health checkers ask.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

describe('the remotes file', () => {
  // The environment's file with remotes that do not answer: nothing is added to it from their manifests.
  const file = JSON.parse(readFileSync(new URL('../config/remotes.json', import.meta.url), 'utf8'));
  for (const remote of file.remotes) remote.entry = `http://127.0.0.1:9/${remote.name}/mf-manifest.json`;
  const REMOTES = JSON.stringify(file, null, 2);
  let work;
  let shell;
  let url;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'serve-shell-remotes-'));
    writeDist(work);
    writeFileSync(path.join(work, 'remotes.json'), REMOTES);
    shell = startShell(work, { REMOTES_CONFIG: path.join(work, 'remotes.json'), REMOTES_REGISTRY_KEPT: path.join(work, 'data/kept.json'), API_URL: 'http://127.0.0.1:9' });
    url = `${await shell.url}/config/remotes.json`;
  });

  after(() => {
    shell?.server.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it('is sent as is, with its ETag, to a client that accepts no compression', async () => {
    const response = await rawGet(url);
    assert.equal(response.status, 200);
    assert.match(response.headers['content-type'] ?? '', /^application\/json/);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.match(response.headers.vary ?? '', /accept-encoding/i);
    assert.match(response.headers.etag ?? '', /^"[\w-]+"$/);
    assert.equal(response.body.toString('utf8'), REMOTES);
  });

  it('is sent as brotli when accepted, preferred to gzip, and much smaller', async () => {
    const response = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(response.headers.vary ?? '', /accept-encoding/i);
    assert.equal(brotliDecompressSync(response.body).toString('utf8'), REMOTES);
    assert.ok(response.body.length < Buffer.byteLength(REMOTES) / 3, `${response.body.length} bytes sent`);
  });

  it('is sent as gzip to a client that accepts only gzip, or refuses brotli', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const response = await rawGet(url, { 'Accept-Encoding': accepted });
      assert.equal(response.headers['content-encoding'], 'gzip', accepted);
      assert.equal(gunzipSync(response.body).toString('utf8'), REMOTES);
    }
  });

  it('is sent as is when every offered encoding is refused', async () => {
    const response = await rawGet(url, { 'Accept-Encoding': 'identity, *;q=0' });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body.toString('utf8'), REMOTES);
  });

  it('answers 304 without a body to a client holding its ETag, compressed or not', async () => {
    const { headers } = await rawGet(url, { 'Accept-Encoding': 'br' });
    for (const accepted of [undefined, 'br', 'gzip']) {
      const response = await rawGet(url, { 'If-None-Match': headers.etag, ...(accepted ? { 'Accept-Encoding': accepted } : {}) });
      assert.equal(response.status, 304, String(accepted));
      assert.equal(response.body.length, 0);
      assert.equal(response.headers.etag, headers.etag);
    }
  });
});
