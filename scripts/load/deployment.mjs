/**
 * A deployment on loopback as production runs it: API instances (`src/server.ts`, each its own process)
 * on one PostgreSQL database, behind the shell's server, which shares /api and the live feed between
 * them. The failover tests and `pnpm run load` start it; they kill and start instances again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'undici';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The API's own PostgreSQL client, for what only the deployment's operator does (creating the database). */
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');

export const ORIGIN = 'http://127.0.0.1:8080';

/** Ports handed out by this process: two instances asked for one after the other never get the same. */
const handedOut = new Set();

export async function freePort() {
  // Below Linux's ephemeral range (32768–60999): an instance that takes half a minute to start on a busy machine
  // must not find its port taken meanwhile by some process's outgoing connection.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port between 20000 and 32000');
}

/** The server URL with another database name. */
export function databaseUrlFor(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** `databaseUrl` reached through the server's Unix socket in `socketDir` (node-postgres takes a folder as `host`). */
export function overSocket(databaseUrl, socketDir) {
  const url = new URL(databaseUrl);
  url.searchParams.set('host', socketDir);
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE, pg_stat_activity). */
export async function onServer(serverUrl, text, values) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The feed position of the last live update committed in the database at `databaseUrl` (0 before any). */
export async function lastLiveUpdatePosition(databaseUrl) {
  return Number((await onServer(databaseUrl, 'SELECT coalesce(max(position), 0)::bigint AS position FROM live_updates'))[0].position);
}

/** Connections PostgreSQL holds for `database`, by state (active, idle, idle in transaction). */
export async function connectionsOf(serverUrl, database) {
  const rows = await onServer(serverUrl, 'SELECT coalesce(state, $2) AS state, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1', [
    database,
    'other',
  ]);
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

/** Resolves with the first match of `pattern` in the child's output lines; rejects when it exits first. */
function lineOf(child, pattern, what) {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (match) resolve(match);
    });
    child.once('exit', (code, signal) => reject(new Error(`${what} exited (${code ?? signal}) before it was ready`)));
  });
}

/**
 * The environment every instance shares: one database, one set of keys (a session from one works on
 * the other), the shell's origin, and the shell as the only proxy it trusts.
 */
export function instanceEnvironment({ databaseUrl, dataDir, runJobs = false }) {
  mkdirSync(dataDir, { recursive: true });
  const key = () => randomBytes(48).toString('base64');
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    FILES_DIR: path.join(dataDir, 'files'),
    KEYS_FILE: path.join(dataDir, 'server-keys.json'),
    JWT_SECRET: key(),
    MERCURE_JWT_SECRET: key(),
    INBOX_SECRET_KEY: key(),
    APP_ORIGIN: ORIGIN,
    TRUST_PROXY: 'loopback',
    JOBS: runJobs ? '1' : '0',
    LOG: '0',
  };
}

/** Node's inspector on a loopback port, when one is given: `liveHeapMb` reads memory through it. */
const inspectorOn = (inspectPort) => (inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []);
/** What the inspector says on each connection: not the process's own messages. */
const INSPECTOR_NOTICE = /^(Debugger (listening on|ending on|attached\.)|For help, see: )/;
const STDIO = ['ignore', 'pipe', 'pipe'];

/** Passes the child's errors on to this process's, less the inspector's notices. */
function forwardErrors(child) {
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!INSPECTOR_NOTICE.test(line)) process.stderr.write(`${line}\n`);
  });
  return child;
}

/**
 * Starts one API instance on `port`; resolves once it listens. `seed`: `demo` loads the demo organisation into an empty
 * database. `inspectPort`: see `liveHeapMb`.
 */
export async function startApi({ port, environment, seed = 'reference', inspectPort }) {
  const child = spawn(process.execPath, [...inspectorOn(inspectPort), '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...environment, SEED: seed === 'demo' ? 'demo' : '', HOST: '127.0.0.1', PORT: String(port) },
    stdio: STDIO,
  });
  forwardErrors(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  try {
    await lineOf(child, /^API listening on /, `the API instance on port ${port}`);
  } catch (error) {
    // One that never got ready is not left running: it would keep its caller's process alive.
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url: `http://127.0.0.1:${port}`, exited, inspectPort };
}

/** Starts the shell's server in front of `apiUrls`, on a free port; it serves an empty bundle (only its proxy is used). */
/** The shell's server in front of `apiUrls`; `env` adds to its environment. */
export async function startShellServer({ apiUrls, workDir, inspectPort, env = {} }) {
  mkdirSync(workDir, { recursive: true });
  const child = spawn(process.execPath, [...inspectorOn(inspectPort), path.join(root, 'shell', 'server', 'serve-shell.mjs')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      API_URL: apiUrls.join(','),
      SHELL_DIST: workDir,
      REMOTES_REGISTRY_KEPT: path.join(workDir, 'registry-remotes.json'),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: STDIO,
  });
  forwardErrors(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const [, url] = await lineOf(child, /^Portal shell on (http:\/\/\S+)/, 'the shell server');
  return { child, url, exited, inspectPort };
}

/**
 * The JavaScript heap a process started with an inspector port still uses after a full garbage collection, in MB: what
 * stays reachable, where a leak shows, without the garbage and the reserve resident memory also counts.
 */
export async function liveHeapMb(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answers = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    answers.get(message.id)?.(message.result);
  };
  let lastId = 0;
  const call = (method) =>
    new Promise((resolve) => {
      lastId += 1;
      answers.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    socket.close();
  }
}

/** Resident memory of a process in MB (Linux), `NaN` when it is gone. */
export function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Stops or starts the cluster of `with-postgresql.sh` (PG_BIN_DIR, PG_DATA_DIR), as its owner. */
export function postgresCluster(action) {
  const pgCtl = path.join(process.env.PG_BIN_DIR ?? '', 'pg_ctl');
  const args = ['-D', process.env.PG_DATA_DIR ?? '', '-w', '-m', 'fast', '-l', path.join(process.env.PG_DATA_DIR ?? '', '..', 'server.log'), action];
  const asOwner = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
  const run = spawnSync(asOwner[0], asOwner[1], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pg_ctl ${action} failed: ${run.stderr || run.stdout}`);
}

/** Stops children and waits for them; `SIGKILL` as a crash, `SIGTERM` as a deployment's stop. */
export async function stop(processes, signal = 'SIGTERM') {
  await Promise.all(
    processes.filter(Boolean).map(async (one) => {
      if (one.child.exitCode === null && one.child.signalCode === null) one.child.kill(signal);
      await one.exited;
    }),
  );
}
