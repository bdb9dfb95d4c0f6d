import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { firstBusyPort, portalPorts, remotesFileOnPorts } from './portal-ports.mjs';

const remotesFile = {
  allowedOrigins: ['http://127.0.0.1:3101', 'http://localhost:3101', 'https://remotes.example.com:3102'],
  allowOverrides: true,
  remotes: [
    { name: 'mf_approvals', entry: 'http://127.0.0.1:3101/mf-manifest.json', fallbackEntry: 'http://127.0.0.1:3101/previous/mf-manifest.json', enabled: true },
    { name: 'mf_profile', entry: 'https://remotes.example.com:3105/mf-manifest.json', enabled: false },
  ],
};

describe('the portal on free ports', () => {
  it('moves each remote URL of the remotes file to the port its remote got, and nothing else', () => {
    const moved = remotesFileOnPorts(remotesFile, { 'mf-approvals': 40001 });
    assert.deepEqual(moved.allowedOrigins, ['http://127.0.0.1:40001', 'http://localhost:40001', 'https://remotes.example.com:3102']);
    assert.equal(moved.remotes[0].entry, 'http://127.0.0.1:40001/mf-manifest.json');
    assert.equal(moved.remotes[0].fallbackEntry, 'http://127.0.0.1:40001/previous/mf-manifest.json');
    assert.equal(moved.remotes[1].entry, 'https://remotes.example.com:3105/mf-manifest.json');
    assert.equal(moved.allowOverrides, true);
  });

  it('gives every server a distinct port other than the fixed ones', async () => {
    const ports = await portalPorts({ free: true, remoteFolders: ['mf-approvals', 'mf-profile'], remotesFile, env: {} });
    const all = [ports.api, ports.shell, ports.smtp, ports.mailWeb, ...Object.values(ports.remotes)];
    assert.equal(new Set(all).size, all.length);
    for (const fixed of [3000, 8080, 1025, 1080, 1143, 3101, 3105]) assert.ok(!all.includes(fixed), `${fixed} is a fixed port`);
  });

  it('keeps the fixed ports otherwise, the remotes on the ports of their entries', async () => {
    const ports = await portalPorts({ free: false, remoteFolders: ['mf-approvals', 'mf-profile'], remotesFile, env: { SHELL_PORT: '9090' } });
    assert.deepEqual(ports, { api: 3000, shell: 9090, smtp: 1025, mailWeb: 1080, imap: 1143, remotes: { 'mf-approvals': 3101, 'mf-profile': 3105 } });
  });

  it('shifts every fixed port by PORTAL_PORT_OFFSET, and refuses an offset that is not a small whole number', async () => {
    const ports = await portalPorts({ free: false, remoteFolders: ['mf-approvals', 'mf-profile'], remotesFile, env: { PORTAL_PORT_OFFSET: '100' } });
    assert.deepEqual(ports, { api: 3100, shell: 8180, smtp: 1125, mailWeb: 1180, imap: 1243, remotes: { 'mf-approvals': 3201, 'mf-profile': 3205 } });
    for (const bad of ['-1', '1e3', '100000', 'cien']) {
      await assert.rejects(portalPorts({ free: false, remoteFolders: [], remotesFile, env: { PORTAL_PORT_OFFSET: bad } }), /PORTAL_PORT_OFFSET/);
    }
  });

  it('names the first port something already listens on', async () => {
    const holder = createServer();
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const held = holder.address().port;
    try {
      assert.deepEqual(await firstBusyPort({ API: 0, shell: held }), ['shell', held]);
    } finally {
      holder.close();
    }
    assert.equal(await firstBusyPort({ shell: held }), undefined);
  });
});
