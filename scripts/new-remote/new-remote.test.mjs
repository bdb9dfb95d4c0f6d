/**
 * The scaffold, run for real: in a copy of the workspace it creates a remote,
 * installs it, and the result passes its own test, types, lint and build, and
 * the shell's contract test against the remotes file it edited.
 */
import assert from 'node:assert/strict';
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatRemotesFile } from './remotes-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Runs a command to its end; its output (jest reports on stderr) or a failure that carries it. */
function run(cwd, command, args) {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd, encoding: 'utf8' });
  const output = `${stdout}${stderr}`;
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${status}:\n${output}`);
  return output;
}

describe('the remotes file layout', () => {
  it('writes the default remotes file back byte for byte', () => {
    const text = readFileSync(path.join(root, 'shell/config/remotes.json'), 'utf8');
    assert.equal(formatRemotesFile(JSON.parse(text)), text);
  });
});

describe('pnpm new-remote', { timeout: 600_000 }, () => {
  let copy;

  before(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
    // The workspace as it stands (tracked and new files), without installs or builds.
    execSync(`git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C ${JSON.stringify(copy)}`, { cwd: root, stdio: 'pipe' });
    // Installed first, as a workspace is where a team runs the scaffold: it reads the other remotes' declarations.
    run(copy, 'pnpm', ['install', '--offline', '--frozen-lockfile']);
    run(copy, 'node', ['scripts/new-remote/new-remote.mjs', 'encuestas', '--title', 'Encuestas']);
  });

  after(() => rmSync(copy, { recursive: true, force: true }));

  it('registers the remote on the next free port, with its origins and README rows', () => {
    const config = JSON.parse(readFileSync(path.join(copy, 'shell/config/remotes.json'), 'utf8'));
    const remote = config.remotes.find((candidate) => candidate.name === 'mf_encuestas');
    const taken = JSON.parse(readFileSync(path.join(root, 'shell/config/remotes.json'), 'utf8')).remotes.map((other) => Number(new URL(other.entry).port));
    assert.equal(Number(new URL(remote.entry).port), Math.max(...taken) + 1);
    assert.deepEqual(Object.keys(remote).sort(), ['enabled', 'entry', 'name'], 'its screens are its own, not the shell file’s');
    assert.ok(config.allowedOrigins.includes(new URL(remote.entry).origin));
    const readme = readFileSync(path.join(copy, 'README.md'), 'utf8');
    assert.match(readme, /\| `mf-encuestas\/` \| Remote: Encuestas \(`\/encuestas`\) \|/);
    assert.match(readme, new RegExp(`\`mf-encuestas\` ${new URL(remote.entry).port}\\.`));
    assert.match(readFileSync(path.join(copy, 'pnpm-lock.yaml'), 'utf8'), /^ {2}mf-encuestas:$/m);
  });

  it('refuses a remote that already exists', () => {
    assert.throws(() => run(copy, 'node', ['scripts/new-remote/new-remote.mjs', 'encuestas', '--no-install']), /mf-encuestas\/ already exists/);
  });

  it('passes its own test, types and lint, and the shell’s contract test', () => {
    assert.match(run(copy, 'pnpm', ['--filter', './mf-encuestas', 'run', 'test']), /Tests:\s+2 passed/);
    run(copy, 'pnpm', ['--filter', './mf-encuestas', 'run', 'typecheck']);
    run(copy, 'pnpm', ['exec', 'biome', 'check', '--error-on-warnings', 'mf-encuestas']);
    const contract = run(copy, 'pnpm', ['--filter', './shell', 'exec', 'jest', 'src/federation/remote-routes-contract.test.ts']);
    assert.doesNotMatch(contract, /failed/);
  });

  it('builds into a federated bundle that exposes its routes and declares its screen and menu entry in its manifest', () => {
    run(copy, 'pnpm', ['--filter', './mf-encuestas', 'run', 'build']);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'mf-encuestas/dist/mf-manifest.json'), 'utf8'));
    assert.equal(manifest.name, 'mf_encuestas');
    assert.deepEqual(manifest.exposes.map((exposed) => exposed.path).sort(), ['./parcel', './routes']);
    assert.ok(existsSync(path.join(copy, 'mf-encuestas/dist/remoteEntry.js')));
    assert.deepEqual(manifest.metaData.portal, {
      routes: [{ path: '/encuestas', access: 'isAuthenticated', deniedRedirect: '/login' }],
      nav: [{ label: 'Encuestas', path: '/encuestas', group: 'mi-trabajo' }],
      widgets: [],
    });
  });
});
