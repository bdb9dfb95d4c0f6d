/** The static server over a real dist folder: caching headers follow the file asked for, not the copy sent. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { writePrecompressedDist } from './precompressed-dist.mjs';
import { registerDist, registerReleases } from './serve-dist.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('registerDist', () => {
  let root;
  let app;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'serve-dist-'));
    writePrecompressedDist(root, [
      ['main.0123abcd.js', 'console.log("main");'.repeat(50)],
      ['remoteEntry.js', 'console.log("entry");'.repeat(50)],
      ['mf-manifest.json', JSON.stringify({ name: 'mf_example' })],
    ]);
    app = Fastify();
    await registerDist(app, { root, cors: true });
    await app.ready();
  });

  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const encoding of [undefined, 'br', 'gzip']) {
    it(`keeps hashed files for a year and revalidates entry files (Accept-Encoding: ${encoding ?? 'none'})`, async () => {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const hashed = await app.inject({ url: '/main.0123abcd.js', headers });
      assert.equal(hashed.statusCode, 200);
      assert.equal(hashed.headers['content-encoding'], encoding);
      assert.equal(hashed.headers['cache-control'], IMMUTABLE);
      const entry = await app.inject({ url: '/remoteEntry.js', headers });
      assert.equal(entry.headers['content-encoding'], encoding);
      assert.equal(entry.headers['cache-control'], 'no-cache');
      assert.equal(entry.headers['access-control-allow-origin'], '*');
      assert.equal(entry.headers['last-modified'], undefined);
    });
  }

  it("dates a manifest with its build, for the status page (and no other file)", async () => {
    const manifest = await app.inject({ url: '/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    assert.equal(manifest.statusCode, 200);
    const built = new Date(String(manifest.headers['last-modified']));
    assert.ok(Math.abs(Date.now() - built.getTime()) < 60_000, `built ${manifest.headers['last-modified']}`);
  });

  it('serves a file written after it started (a rebuilt dist needs no restart)', async () => {
    assert.equal((await app.inject({ url: '/late.89abcdef.js' })).statusCode, 404);
    writePrecompressedDist(root, [['late.89abcdef.js', 'console.log("late");'.repeat(50)]]);
    const late = await app.inject({ url: '/late.89abcdef.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(late.statusCode, 200);
    assert.equal(late.headers['content-encoding'], 'br');
  });

  it('sends only names listed in the folder, exactly as spelt there', async () => {
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    for (const url of ['/MAIN.0123abcd.js', '/main.0123abcd.js/', '/%2e%2e/etc/passwd', '/.env', '/sub/main.0123abcd.js', '/']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /SECRET|console\.log/, url);
    }
  });
});


describe('registerReleases', () => {
  let work;
  let app;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'serve-releases-'));
    for (const folder of ['dist', 'releases/1.2.0-abcdef1']) mkdirSync(path.join(work, folder), { recursive: true });
    writePrecompressedDist(path.join(work, 'dist'), [['remoteEntry.js', 'console.log("now");']]);
    writePrecompressedDist(path.join(work, 'releases', '1.2.0-abcdef1'), [
      ['remoteEntry.js', 'console.log("1.2.0");'],
      ['main.0123abcd.js', 'console.log("chunk");'],
    ]);
    app = Fastify();
    await registerDist(app, { root: path.join(work, 'dist'), cors: true });
    registerReleases(app, { releasesDir: path.join(work, 'releases') });
    await app.ready();
  });

  after(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves each release from its own folder, beside the current build, with the same headers', async () => {
    const entry = await app.inject({ url: '/releases/1.2.0-abcdef1/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'console.log("1.2.0");');
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal((await app.inject({ url: '/releases/1.2.0-abcdef1/main.0123abcd.js' })).headers['cache-control'], IMMUTABLE);
    assert.equal((await app.inject({ url: '/remoteEntry.js' })).body, 'console.log("now");');
  });

  it('sends nothing outside a release folder', async () => {
    for (const url of ['/releases/1.2.0-abcdef1/../dist/remoteEntry.js', '/releases/..%2Fdist/remoteEntry.js', '/releases/9.9.9-abcdef9/remoteEntry.js', '/releases/1.2.0-abcdef1/.hidden', '/releases/x/remoteEntry.js']) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
  });
});
