/**
 * `pnpm new-remote <name> [--title <título>] [--path </ruta>] [--no-install]`
 *
 * Creates `mf-<name>/`, a working remote with one screen and its test, on the
 * next free port; registers it in `shell/config/remotes.json` (its name, entry and
 * allowed origins: its screens and menu entry are in its own routes.tsx, which its
 * build writes into its manifest) and in the README's folder table and port list; then installs
 * the workspace so the lockfile knows it. See docs/remote-anatomy.md.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRemotesFile, writeRemotesFile } from './remotes-file.mjs';

const { readRemoteDeclaration } = createRequire(import.meta.url)('../../shared-ui/build/remote-declaration.cjs');
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'template');
const FIRST_REMOTE_PORT = 3101;
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const words = (name) => name.split('-');
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every name the template's placeholders stand for. */
export function remoteNames(name, { title, routePath, port }) {
  const pascal = words(name).map(capitalise).join('');
  return {
    __name__: name,
    __folder__: `mf-${name}`,
    __federation__: `mf_${words(name).join('_')}`,
    __title__: title,
    __path__: routePath,
    __port__: String(port),
    __Screen__: pascal,
    __screenCamel__: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    __screenId__: words(name).join('_'),
    __screenFile__: name,
  };
}

const fill = (text, names) => text.replace(/__[A-Za-z]+__/g, (token) => names[token] ?? token);

/** The port after the highest one a remote already serves on (remotes file and `serve` scripts). */
export function nextFreePort(root, config) {
  const ports = config.remotes.map((remote) => Number(new URL(remote.entry).port));
  for (const folder of readdirSync(root).filter((entry) => entry.startsWith('mf-'))) {
    const manifest = path.join(root, folder, 'package.json');
    const serve = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')).scripts?.serve ?? '') : '';
    const port = /PORT:-(\d+)/.exec(serve)?.[1];
    if (port) ports.push(Number(port));
  }
  return Math.max(FIRST_REMOTE_PORT - 1, ...ports) + 1;
}

function copyTemplate(from, to, names) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const target = path.join(to, fill(entry.name, names).replace(/\.tmpl$/, ''));
    if (entry.isDirectory()) copyTemplate(path.join(from, entry.name), target, names);
    else writeFileSync(target, fill(readFileSync(path.join(from, entry.name), 'utf8'), names));
  }
}

function register(config, names) {
  const origin = (host) => `http://${host}:${names.__port__}`;
  config.allowedOrigins.push(origin('127.0.0.1'), origin('localhost'));
  config.remotes.push({
    name: names.__federation__,
    entry: `${origin('127.0.0.1')}/mf-manifest.json`,
    enabled: true,
  });
}

/** The README's folder table gains the remote's row, and its port list the remote's port. */
function describeInReadme(readmeFile, names) {
  const lines = readFileSync(readmeFile, 'utf8').split('\n');
  const lastRemoteRow = lines.findLastIndex((line) => line.startsWith('| `mf-'));
  const portsLine = lines.findIndex((line, index) => index > lastRemoteRow && /`mf-[a-z0-9-]+` \d+\.$/.test(line));
  if (lastRemoteRow < 0 || portsLine < 0) throw new Error('README.md: no folder table row or port list of the remotes found');
  lines[portsLine] = `${lines[portsLine].slice(0, -1)}, \`${names.__folder__}\` ${names.__port__}.`;
  lines.splice(lastRemoteRow + 1, 0, `| \`${names.__folder__}/\` | Remote: ${names.__title__} (\`${names.__path__}\`) |`);
  writeFileSync(readmeFile, lines.join('\n'));
}

/** Creates and registers the remote under `root`; returns its names. */
export function createRemote(root, name, { title, routePath }) {
  if (!NAME.test(name)) throw new Error(`"${name}": use lowercase letters, digits and single dashes, e.g. "encuestas" or "mis-datos"`);
  const remotesFile = path.join(root, 'shell/config/remotes.json');
  const config = readRemotesFile(remotesFile);
  const names = remoteNames(name, { title, routePath, port: nextFreePort(root, config) });
  const folder = path.join(root, names.__folder__);
  if (existsSync(folder)) throw new Error(`${names.__folder__}/ already exists`);
  if (config.remotes.some((remote) => remote.name === names.__federation__)) throw new Error(`${names.__federation__} is already in the remotes file`);
  const owner = config.remotes.find((remote) => {
    const appDir = path.join(root, remote.name.replaceAll('_', '-'));
    return existsSync(appDir) && readRemoteDeclaration(appDir, remote.name).routes.some((route) => route.path === routePath);
  });
  if (owner) throw new Error(`${routePath} already belongs to ${owner.name}`);
  copyTemplate(TEMPLATE, folder, names);
  register(config, names);
  writeRemotesFile(remotesFile, config);
  describeInReadme(path.join(root, 'README.md'), names);
  return names;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { title: { type: 'string' }, path: { type: 'string' }, 'no-install': { type: 'boolean', default: false } },
  });
  const [name] = positionals;
  if (!name) throw new Error('usage: pnpm new-remote <name> [--title <título>] [--path </ruta>] [--no-install]');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const title = values.title ?? words(name).map(capitalise).join(' ');
  const routePath = values.path ?? `/${name}`;
  if (!routePath.startsWith('/')) throw new Error(`--path must start with "/": ${routePath}`);
  const names = createRemote(root, name, { title, routePath });
  // CI sets frozen lockfiles by default; this install exists to add the new remote to the lockfile.
  if (!values['no-install']) execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  console.log(`\nCreated ${names.__folder__}/ (${names.__federation__}) on port ${names.__port__}, screen ${routePath} ("${title}").`);
  console.log(`Build it with \`pnpm --filter ./${names.__folder__} build\`, then \`npm run portal\` shows it in the menu.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`new-remote: ${error.message}`);
    process.exitCode = 1;
  }
}
