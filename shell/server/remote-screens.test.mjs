/**
 * A remote's screens come from its manifest: the real shell server over a remotes file that names no screens and a
 * real HTTP server playing the remotes, which adds a screen, then stops answering, then is gone at the next start.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writePrecompressedDist } from '@portal/shared-ui/precompressed-dist';
import { declarationOf, withDeclaredScreens } from './remote-screens.mjs';
import { startShell } from './started-shell.mjs';

const REPORTS = {
  routes: [{ path: '/informes', access: 'maySeeReports', deniedRedirect: '/login' }],
  nav: [{ label: 'Informes', path: '/informes', group: 'mi-equipo', order: 60 }],
  widgets: [],
};
const WITH_SUMMARY = {
  routes: [...REPORTS.routes, { path: '/informes/resumen', access: 'maySeeReports', deniedRedirect: '/login' }],
  nav: [...REPORTS.nav, { label: 'Resumen de informes', path: '/informes/resumen', group: 'mi-equipo', order: 61 }],
  widgets: [],
};

describe("a remote's declared screens", () => {
  it('are read from metaData.portal; a manifest without them (an older build) leaves the remote as the file gives it', () => {
    assert.deepEqual(declarationOf({ metaData: { portal: REPORTS } }), REPORTS);
    assert.deepEqual(declarationOf({ metaData: { portal: { routes: REPORTS.routes } } }), { routes: REPORTS.routes, nav: [], widgets: [] });
    assert.equal(declarationOf({ metaData: {} }), null);
    const file = { remotes: [{ name: 'mf_reports', entry: 'http://127.0.0.1:1/mf-manifest.json', enabled: true, routes: [{ path: '/old', access: 'isAdmin' }] }] };
    assert.deepEqual(withDeclaredScreens(file, () => null), file);
    assert.deepEqual(withDeclaredScreens(file, () => REPORTS).remotes[0], { ...file.remotes[0], ...REPORTS });
  });

  describe('served by the shell', () => {
    let work;
    let remotes;
    let answering = true;
    let declared = REPORTS;
    let manifestReads = 0;
    const start = () =>
      startShell(work, {
        API_URL: 'http://127.0.0.1:9',
        REMOTES_CONFIG: path.join(work, 'remotes.json'),
        REMOTES_REGISTRY_KEPT: path.join(work, 'data/kept.json'),
      });

    before(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'remote-screens-'));
      writePrecompressedDist(work, [['index.html', '<!doctype html><title>Portal</title>']]);
      remotes = createServer((request, response) => {
        if (!answering) return void response.writeHead(503).end();
        manifestReads += 1;
        const portal = request.url === '/reports/mf-manifest.json' ? declared : undefined;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'x', metaData: portal ? { portal } : {} }));
      });
      await new Promise((resolve) => remotes.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${remotes.address().port}`;
      writeFileSync(
        path.join(work, 'remotes.json'),
        JSON.stringify({
          allowedOrigins: [origin],
          remotes: [
            { name: 'mf_reports', entry: `${origin}/reports/mf-manifest.json`, enabled: true },
            { name: 'mf_legacy', entry: `${origin}/legacy/mf-manifest.json`, enabled: true, routes: [{ path: '/antiguo', access: 'isAdmin' }] },
          ],
        }),
      );
    });
    after(() => {
      remotes.close();
      rmSync(work, { recursive: true, force: true });
    });

    it("serves each remote's screens from its manifest, a new screen without a restart, and the last ones read while the remote is down", async () => {
      const first = start();
      try {
        const url = `${await first.url}/config/remotes.json`;
        const served = await (await fetch(url)).json();
        assert.deepEqual(served.remotes[0], { ...served.remotes[0], ...REPORTS });
        assert.deepEqual(served.remotes[1].routes, [{ path: '/antiguo', access: 'isAdmin' }], 'no declaration: the file keeps its screens');
        // The remote's team adds a screen: a later page load has it, while earlier ones were answered from what was kept.
        declared = WITH_SUMMARY;
        let later;
        const deadline = Date.now() + 10_000;
        do later = await (await fetch(url)).json();
        while (later.remotes[0].routes.length === 1 && Date.now() < deadline);
        assert.deepEqual(later.remotes[0].nav, WITH_SUMMARY.nav);
        answering = false;
        const readsBefore = manifestReads;
        const during = await (await fetch(url)).json();
        assert.deepEqual(during.remotes[0].routes, WITH_SUMMARY.routes);
        assert.equal(manifestReads, readsBefore);
      } finally {
        first.server.kill();
      }
      const second = start();
      try {
        const restarted = await (await fetch(`${await second.url}/config/remotes.json`)).json();
        assert.deepEqual(restarted.remotes[0].routes, WITH_SUMMARY.routes, 'the kept declaration is used while the remote does not answer');
      } finally {
        second.server.kill();
      }
    });
  });
});
