import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { fetchShellPlatform } from './shell-platform.ts';

// The shell's own build helper, from the workspace: what a real shell build publishes, not a hand-made copy. Tests
// may run from a compiled copy beside links to the sources, so the workspace is found from this file's source.
const source = realpathSync(fileURLToPath(import.meta.url).replace(/\.js$/, '.ts'));
const workspace = path.resolve(path.dirname(source), '../../../..');
const { platformOf } = createRequire(import.meta.url)(path.join(workspace, 'shared-ui/build/shared-packages.cjs')) as {
  platformOf(appDir: string): { shared: { name: string; version: string }[] };
};

test('reads every entry of the platform a shell build publishes, and nothing of an answer too large or malformed', async () => {
  const built = platformOf(path.join(workspace, 'shell'));
  let body = JSON.stringify(built);
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/config/platform.json`;
  try {
    assert.deepEqual(await fetchShellPlatform(url), built);
    body = JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', padding: 'x'.repeat(70_000) }] });
    assert.equal(await fetchShellPlatform(url), undefined);
    body = JSON.stringify({ shared: [{ name: 'react; rm -rf /', version: '19.3.1' }] });
    assert.equal(await fetchShellPlatform(url), undefined);
  } finally {
    server.close();
  }
});
