/**
 * The remotes file as the shell's server serves it once the remote registry has live releases: the real
 * server, over a real HTTP registry that answers, then stops answering, then is gone at the next start.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writePrecompressedDist } from '@portal/shared-ui/precompressed-dist';
import { mergeRegistry } from './registry-remotes.mjs';
import { startShell } from './started-shell.mjs';

const FILE = {
  allowedOrigins: ['http://127.0.0.1:3103'],
  remotes: [
    { name: 'mf_reports', entry: 'http://127.0.0.1:3103/mf-manifest.json', enabled: true, routes: [{ path: '/informes', access: 'mayRequestReports' }] },
    { name: 'mf_timeline', entry: 'http://127.0.0.1:3106/mf-manifest.json', enabled: true, routes: [{ path: '/timeline', access: 'isAdmin' }] },
  ],
};
const LIVE = 'http://127.0.0.1:3103/releases/1.1.0-abcdef1/mf-manifest.json';
const CANDIDATE = 'http://127.0.0.1:3103/releases/1.2.0-abcdef2/mf-manifest.json';
const registryAnswer = {
  remotes: [
    { name: 'mf_reports', enabled: true, revision: 4, live: { release: 7, version: '1.1.0', entry: LIVE }, candidate: { release: 8, version: '1.2.0', entry: CANDIDATE, share: 50 } },
  ],
};

describe('the remotes file with the registry', () => {
  it('takes the live release, the switch and a gradual candidate of the remotes the registry knows, and leaves the others as written', () => {
    const merged = mergeRegistry(FILE, registryAnswer);
    assert.deepEqual(merged.remotes[0], {
      ...FILE.remotes[0],
      entry: LIVE,
      release: { id: 7, version: '1.1.0' },
      candidate: { entry: CANDIDATE, release: { id: 8, version: '1.2.0' }, share: 50 },
    });
    assert.deepEqual(merged.remotes[1], FILE.remotes[1]);
    const off = mergeRegistry(FILE, { remotes: [{ ...registryAnswer.remotes[0], enabled: false, candidate: null }] });
    assert.equal(off.remotes[0].enabled, false);
    assert.equal(off.remotes[0].candidate, undefined);
    assert.equal(mergeRegistry(FILE, { remotes: [] }), null, 'nothing known: the file is served as it is');
  });

  it("switches off a remote the registry holds no release of, keeping the file's entry", () => {
    const noRelease = { name: 'mf_timeline', enabled: false, revision: 2, live: null, candidate: null };
    const merged = mergeRegistry(FILE, { remotes: [noRelease] });
    assert.deepEqual(merged.remotes[1], { ...FILE.remotes[1], enabled: false });
    assert.deepEqual(merged.remotes[0], FILE.remotes[0]);
    const on = mergeRegistry(FILE, { remotes: [{ ...noRelease, enabled: true, revision: 3 }] });
    assert.deepEqual(on.remotes[1], FILE.remotes[1]);
    const offInFile = { ...FILE, remotes: [FILE.remotes[0], { ...FILE.remotes[1], enabled: false }] };
    assert.equal(mergeRegistry(offInFile, { remotes: [{ ...noRelease, enabled: true }] }).remotes[1].enabled, false, 'the file switches off for good');
  });

  describe('served by the shell', () => {
    let work;
    let registry;
    let answering = true;
    let asked = 0;
    const start = () => startShell(work, { API_URL: `http://127.0.0.1:${registry.address().port}`, REMOTES_CONFIG: path.join(work, 'remotes.json'), REMOTES_REGISTRY_KEPT: path.join(work, 'kept.json') });

    before(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'registry-remotes-'));
      writePrecompressedDist(work, [['index.html', '<!doctype html><title>Portal</title>']]);
      writeFileSync(path.join(work, 'remotes.json'), JSON.stringify(FILE));
      registry = createServer((request, response) => {
        asked += 1;
        if (!answering || request.url !== '/api/remotes_config') return void response.writeHead(503).end();
        response.writeHead(200, { 'content-type': 'application/ld+json' }).end(JSON.stringify(registryAnswer));
      });
      await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
    });
    after(() => {
      registry.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('serves what is live, keeps serving it while the registry is down, and after a restart without it', async () => {
      const first = start();
      try {
        const served = await (await fetch(`${await first.url}/config/remotes.json`)).json();
        assert.equal(served.remotes[0].entry, LIVE);
        assert.equal(served.remotes[0].candidate.share, 50);
        answering = false;
        const askedBefore = asked;
        // A second later the registry is asked again and fails: the last answer stands.
        let during;
        do during = await (await fetch(`${await first.url}/config/remotes.json`)).json();
        while (asked === askedBefore);
        assert.equal(during.remotes[0].entry, LIVE);
      } finally {
        first.server.kill();
      }
      const second = start();
      try {
        const restarted = await (await fetch(`${await second.url}/config/remotes.json`)).json();
        assert.equal(restarted.remotes[0].entry, LIVE, 'the kept answer is used while the registry is down');
        assert.equal(restarted.remotes[1].entry, FILE.remotes[1].entry);
      } finally {
        second.server.kill();
      }
    });

    it('asks the registry at once for a tab that names a change newer than its last answer', async () => {
      answering = true;
      const shell = start();
      try {
        const url = `${await shell.url}/config/remotes.json`;
        assert.equal((await (await fetch(url)).json()).remotes[0].entry, LIVE);
        const promoted = 'http://127.0.0.1:3103/releases/1.3.0-abcdef3/mf-manifest.json';
        registryAnswer.remotes[0] = { ...registryAnswer.remotes[0], revision: 5, live: { release: 9, version: '1.3.0', entry: promoted } };
        const including = await (await fetch(`${url}?revision=mf_reports:5`)).json();
        assert.equal(including.remotes[0].entry, promoted);
        assert.deepEqual(including.remotes[0].release, { id: 9, version: '1.3.0' });
      } finally {
        shell.server.kill();
      }
    });

    it('serves the platform this build provides, and 404 when the build has none', async () => {
      const shell = start();
      try {
        assert.equal((await fetch(`${await shell.url}/config/platform.json`)).status, 404);
        writeFileSync(path.join(work, 'platform.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));
        const platform = await fetch(`${await shell.url}/config/platform.json`);
        assert.equal(platform.headers.get('cache-control'), 'no-cache');
        assert.deepEqual(await platform.json(), { shared: [{ name: 'react', version: '19.3.1' }] });
      } finally {
        shell.server.kill();
      }
    });
  });
});
