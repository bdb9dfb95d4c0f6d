/**
 * `pnpm remotes:check [file] [--dist]`: what ops run before a deploy.
 *
 * 1. Each remote's manifest answers, and the screens it declares (`metaData.portal`, from the remote's
 *    routes.tsx and cards.tsx) are taken into the file, as the shell's server does.
 * 2. The file matches `config/remotes.schema.json` and the shell's own rules (allowed origins, one owner per
 *    path, no page of the shell, known access rules...): the same code the shell runs.
 * 3. Each enabled remote's manifest exposes `./routes` and `./parcel` (and its cards' `./widgets` when it declares cards).
 * 4. The remote's `./routes`, loaded in Chromium the way the shell loads it,
 *    offers every path it declares with the same access rule.
 *
 * By default the manifests are fetched from the file's `entry` URLs (the
 * remotes must be served). With `--dist`, each remote is checked from its
 * built `dist/` folder in this workspace instead (CI, after `pnpm run build`).
 * With `--release <name>=<folder>`, only that remote, from that folder (a release
 * about to be published, see `remote-release.ts`); the others' screens are read
 * from their entries to find paths the release would take from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
// The rules alone (pure): the shared-ui package itself expects a browser.
import { isAccessRuleName } from '../../shared-ui/src/access';
import { declarationOf, withDeclaredScreens } from '../server/remote-screens.mjs';
import { checkAccessRules } from '../src/federation/check-access-rules';
import { HOME_CARDS_EXPOSE } from '../src/federation/check-remote-cards';
import { checkRemoteRoutes } from '../src/federation/check-remote-routes';
import { parseRemotesConfig } from '../src/federation/remotes-config';
import { describeErrors, validateRemotesFile } from '../src/federation/remotes-schema';
import { distServer } from './dist-server';
import { exportedRoutes } from './exported-routes';

const workspace = path.join(__dirname, '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'boolean', default: false }, release: { type: 'string' } } });
const [releaseOf, releaseFolder] = values.release?.split('=') ?? [];
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? path.join(__dirname, '../config/remotes.json'));
const failures: string[] = [];
const fail = (message: string) => failures.push(message);

type Manifest = { name: string; exposes: { path: string }[]; metaData: { remoteEntry: { name: string; path: string } } };

const raw = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: { name?: unknown; entry?: unknown; enabled?: unknown }[] };
if (!validateRemotesFile(structuredClone(raw))) for (const message of describeErrors(validateRemotesFile.errors)) fail(`${path.basename(file)}: ${message}`);

/** remote name → its built folder, read from each `mf-*` app's manifest. */
function builtRemotes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of readdirSync(workspace).filter((name) => name.startsWith('mf-'))) {
    try {
      const dist = path.join(workspace, folder, 'dist');
      found.set(JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).name, dist);
    } catch {
      // not built
    }
  }
  return found;
}

/** Where each remote is read from: its built folder (served here), or its entry. */
async function manifestsOf(names: string[]) {
  const built = releaseOf && releaseFolder ? new Map([[releaseOf, path.resolve(releaseFolder)]]) : values.dist ? builtRemotes() : new Map<string, string>();
  const read = new Map<string, { entry: string; manifest: Manifest | null; close?: () => Promise<void> }>();
  for (const remote of raw.remotes ?? []) {
    if (typeof remote.name !== 'string' || typeof remote.entry !== 'string') continue;
    const checked = names.includes(remote.name);
    const folder = built.get(remote.name);
    if (checked && (values.dist || releaseOf === remote.name) && !folder) {
      fail(`Módulo ${remote.name}: no hay ninguna compilación en el espacio de trabajo (¿falta pnpm run build?).`);
      continue;
    }
    const server = folder ? await distServer(folder) : null;
    const entry = server ? `${server.url}/mf-manifest.json` : remote.entry;
    try {
      const manifest = (await (await fetch(entry, { signal: AbortSignal.timeout(10_000) })).json()) as Manifest;
      read.set(remote.name, { entry, manifest, close: server?.close });
    } catch (error) {
      if (checked) fail(`Módulo ${remote.name}: no se ha podido leer ${entry} (${(error as Error).message}).`);
      read.set(remote.name, { entry, manifest: null, close: server?.close });
    }
  }
  return read;
}

async function checkRemotes() {
  const checked = (raw.remotes ?? []).filter((remote) => remote.enabled === true && (!releaseOf || remote.name === releaseOf)).map((remote) => String(remote.name));
  if (releaseOf && !checked.includes(releaseOf)) fail(`Módulo ${releaseOf}: no está activo en ${path.basename(file)}.`);
  const manifests = await manifestsOf(checked);
  const declared = withDeclaredScreens(raw, (remote) => declarationOf(manifests.get(remote.name)?.manifest));
  const config = checkAccessRules(parseRemotesConfig(declared), isAccessRuleName);
  // A release is held to what it declares; the rest of the environment is not its to answer for.
  for (const problem of config.problems) if (!releaseOf || problem.startsWith(`Módulo ${releaseOf}:`)) fail(problem);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const remote of config.remotes.filter((candidate) => checked.includes(candidate.name))) {
      const { entry, manifest } = manifests.get(remote.name) ?? {};
      if (!entry || !manifest) continue;
      try {
        if (manifest.name !== remote.name) fail(`Módulo ${remote.name}: el manifiesto ${entry} es del módulo ${manifest.name}.`);
        for (const expose of ['./routes', './parcel', ...((remote.widgets ?? []).length > 0 ? [`./${HOME_CARDS_EXPOSE}`] : [])]) {
          if (!manifest.exposes.some((candidate) => candidate.path === expose)) fail(`Módulo ${remote.name}: el manifiesto no expone ${expose}.`);
        }
        const { remoteEntry } = manifest.metaData;
        const entryScript = new URL(path.posix.join(remoteEntry.path, remoteEntry.name), entry).href;
        const routes = (await exportedRoutes(browser, remote.name, entryScript)).map(({ hasScreen, ...route }) => ({ ...route, element: hasScreen ? 'screen' : undefined }));
        const result = checkRemoteRoutes(remote, { routes });
        if (!result.ok) fail(`Módulo ${remote.name}: ${result.reason}`);
        else console.log(`ok ${remote.name}: ${entry} expone ./routes y ./parcel; ${remote.routes.length} rutas coinciden.`);
      } catch (error) {
        fail(`Módulo ${remote.name}: no se ha podido comprobar ${entry} (${(error as Error).message}).`);
      }
    }
  } finally {
    await browser.close();
    for (const { close } of manifests.values()) await close?.();
  }
}

void checkRemotes().then(() => {
  for (const failure of failures) console.error(`ERROR ${failure}`);
  console.log(failures.length === 0 ? `${path.basename(file)}: correcto.` : `${path.basename(file)}: ${failures.length} error(es).`);
  process.exitCode = failures.length === 0 ? 0 : 1;
});
