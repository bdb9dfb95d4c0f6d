/**
 * How a remote's team ships without the shell's: `pnpm remote:<command>` from the repository root.
 *
 *   remote:publish <remote> [--dist | --build <folder>] [--promote] [--share <percent>]
 *                                                                       build (or take its dist/, or a build made elsewhere), check and
 *                                                                       register an immutable release
 *   remote:promote <remote> <version> [--share <percent>]               make it live, or a gradual release for a share of people
 *   remote:rollback <remote>                                            withdraw the gradual release, or go back to the one live before
 *   remote:status [<remote>] [--json]                                   live release, who put it there and when, the last releases
 *
 * `<remote>` is the federation name (`mf_reports`) or the folder (`mf-reports`). The portal is `PORTAL_URL`
 * (default http://127.0.0.1:8080) and the credential `REMOTE_DEPLOY_TOKEN` (an admin makes one in 'Módulos' or with
 * `POST /api/remote_deploy_tokens`). A release is the remote's build copied to `<folder>/releases/<version>-<commit>/`,
 * which the remote's server serves (`portal-serve-dist`); `REMOTE_BASE_URL` is where that server is reached (default
 * its loopback port).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const workspace = path.join(__dirname, '../..');
const portal = (process.env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const token = process.env.REMOTE_DEPLOY_TOKEN;

type Release = { id: number; version: string; commit: string; publishedAt: string; publishedWithToken: boolean; lastHour: { loads: number; failures: number } };
type HistoryEntry = { action: string; version: string | null; previousVersion: string | null; share: number | null; by: string | null; withToken: boolean; at: string };
type RemoteModule = { name: string; enabled: boolean; revision: number; live: Release | null; candidate: Release | null; share: number; releases: Release[]; history: HistoryEntry[] };

class RegistryRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `mf-reports` or `mf_reports` → its folder and federation name. */
function remoteOf(given: string | undefined): { folder: string; name: string } {
  if (!given || !/^mf[-_][a-z0-9_-]{1,40}$/.test(given)) throw new Error(`No es el nombre de un módulo: ${given ?? '(ninguno)'}`);
  const folder = path.join(workspace, given.replaceAll('_', '-'));
  return { folder, name: path.basename(folder).replaceAll('-', '_') };
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  if (!token) throw new Error('Falta REMOTE_DEPLOY_TOKEN: un administrador lo crea en Módulos (/admin).');
  const response = await fetch(`${portal}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string; detail?: string };
  // The API answers an unknown or expired token in the sign-in's own words (`Invalid JWT Token`): a team reads why in Spanish.
  if (response.status === 401) throw new RegistryRefusal(401, 'El token de despliegue no es válido o ha caducado: un administrador crea otro en Módulos (/admin).');
  if (!response.ok) throw new RegistryRefusal(response.status, answer.error ?? answer.detail ?? `${method} ${url}: ${response.status}`);
  return answer as T;
}

const moduleState = (name: string) => call<RemoteModule>('GET', `/remote_modules/${name}`);

/** A change decided on the module's state; when someone changed it meanwhile (409 at an old revision), decided again once on the new state. */
async function onCurrentState(name: string, change: (revision: number) => Promise<RemoteModule>): Promise<RemoteModule> {
  const first = await moduleState(name);
  try {
    return await change(first.revision);
  } catch (error) {
    const again = await moduleState(name);
    if (!(error instanceof RegistryRefusal) || error.status !== 409 || again.revision === first.revision) throw error;
    return change(again.revision);
  }
}

const promote = (name: string, version: string, share?: number) =>
  onCurrentState(name, (revision) => call<RemoteModule>('POST', `/remote_modules/${name}/promotion`, { version, revision, ...(share === undefined ? {} : { share }) }));

function shareOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const share = Number(value);
  if (!Number.isInteger(share) || share < 1 || share > 100) throw new Error('--share es un porcentaje entero de 1 a 100.');
  return share;
}

/** Where the remote's own server answers: `REMOTE_BASE_URL`, or the loopback port of its `serve` script. */
function baseUrlOf(folder: string): string {
  if (process.env.REMOTE_BASE_URL) return process.env.REMOTE_BASE_URL.replace(/\/$/, '');
  const serve: string = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).scripts?.serve ?? '';
  const port = /--port \$\{PORT:-(\d+)\}|--port (\d+)/.exec(serve);
  if (!port) throw new Error('No se sabe en qué puerto sirve el módulo: indique REMOTE_BASE_URL.');
  // A local portal started on shifted ports (scripts/start-portal.mjs) serves the remote there.
  return `http://127.0.0.1:${Number(port[1] ?? port[2]) + Number(process.env.PORTAL_PORT_OFFSET ?? 0)}`;
}

async function publish(given: string | undefined, options: { dist: boolean; build?: string | undefined; promote: boolean; share?: number | undefined }) {
  const { folder, name } = remoteOf(given);
  if (!existsSync(path.join(folder, 'package.json'))) throw new Error(`No existe la carpeta del módulo ${path.basename(folder)}.`);
  if (!options.dist && !options.build) execFileSync('pnpm', ['--filter', `./${path.basename(folder)}`, 'run', 'build'], { cwd: workspace, stdio: 'inherit' });
  // `--build`: a build of the remote made elsewhere (a pipeline's artefact), taken as it is.
  const dist = options.build ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.build) : path.join(folder, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { name: string; shared: unknown[] };
  if (manifest.name !== name) throw new Error(`El manifiesto de ${path.basename(folder)} es del módulo ${manifest.name}.`);
  const version: string = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
  const commit = process.env.RELEASE_COMMIT ?? execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`RELEASE_COMMIT no es un commit: ${commit}`);
  const id = `${version}-${commit}`;
  const releaseDir = path.join(folder, 'releases', id);
  // A release never changes once copied: a second publish of the same build registers the copy already there.
  if (!existsSync(releaseDir)) {
    mkdirSync(path.dirname(releaseDir), { recursive: true });
    // Copied aside, then renamed: the remote's server never sees half a release.
    const partial = `${releaseDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(dist, partial, { recursive: true });
    renameSync(partial, releaseDir);
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'remotes-check.ts'), `--release=${name}=${releaseDir}`], { cwd: path.join(workspace, 'shell'), stdio: 'inherit' });
  const needs = manifest.shared.map((entry) => {
    const { name: shared, version: built, requiredVersion, singleton } = entry as { name: string; version?: string; requiredVersion?: string; singleton?: boolean };
    return { name: shared, version: built, requiredVersion, singleton };
  });
  const entry = `${baseUrlOf(folder)}/releases/${id}/mf-manifest.json`;
  const builtAt = statSync(path.join(dist, 'mf-manifest.json')).mtime.toISOString();
  const release = await call<Release>('POST', '/remote_releases', { remote: name, version, commit, builtAt, entry, needs });
  console.log(`Publicada ${name} ${version} (${commit}) en ${entry}.`);
  if (options.promote) report(await promote(name, release.version, options.share));
}

function report(remote: RemoteModule) {
  const candidate = remote.candidate ? `; publicación gradual ${remote.candidate.version} al ${remote.share} %` : '';
  console.log(`${remote.name}: en servicio ${remote.live?.version ?? 'ninguna'}${candidate}${remote.enabled ? '' : ' (desactivado)'}.`);
}

async function status(given: string | undefined, json: boolean) {
  const remotes = given ? [await moduleState(remoteOf(given).name)] : (await call<{ 'hydra:member': RemoteModule[] }>('GET', '/remote_modules'))['hydra:member'];
  if (json) return console.log(JSON.stringify(remotes, null, 2));
  for (const remote of remotes) {
    report(remote);
    const made = remote.history.find((entry) => ['promote', 'rollback', 'auto-rollback'].includes(entry.action) && entry.version === remote.live?.version);
    if (made) console.log(`  puesta por ${made.by ?? 'el sistema'}${made.withToken ? ' (token de despliegue)' : ''} el ${made.at}`);
    for (const release of remote.releases.slice(0, 5)) {
      console.log(`  ${release.version} ${release.commit} publicada ${release.publishedAt} · última hora: ${release.lastHour.loads} cargas, ${release.lastHour.failures} fallos`);
    }
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { dist: { type: 'boolean', default: false }, build: { type: 'string' }, promote: { type: 'boolean', default: false }, share: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const share = shareOf(values.share);
  if (command === 'publish') return publish(positionals[0], { dist: values.dist, build: values.build, promote: values.promote, share });
  if (command === 'promote') {
    const version = positionals[1];
    if (!version) throw new Error('Indique la versión: remote:promote <módulo> <versión>.');
    return report(await promote(remoteOf(positionals[0]).name, version, share));
  }
  if (command === 'rollback') {
    const { name } = remoteOf(positionals[0]);
    return report(await onCurrentState(name, (revision) => call<RemoteModule>('POST', `/remote_modules/${name}/rollback`, { revision })));
  }
  if (command === 'status') return status(positionals[0], values.json);
  throw new Error('Órdenes: publish, promote, rollback, status.');
}

main().catch((error: Error) => {
  console.error(`ERROR ${error.message}`);
  process.exitCode = 1;
});
