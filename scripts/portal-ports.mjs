/**
 * Where the local portal listens: its fixed loopback ports (README, "Ports on
 * loopback"), those shifted by `PORTAL_PORT_OFFSET` for a second portal at
 * known ports (a second share of the end-to-end suite), or free ones for a
 * second portal beside a running one (the shell's benchmark), with the remotes
 * file moved to the remotes' new ports.
 */
import { createServer } from 'node:net';

const HOST = '127.0.0.1';

/** Resolves true when nothing listens on `port` of loopback. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, HOST);
  });
}

/** A port the system has just given out as free (another process may still take it before its server does). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, HOST, () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/** `mf-approvals` → the port of `mf_approvals`'s entry in the remotes file, when it has one. */
function remoteFilePort(remotesFile, folder) {
  const entry = remotesFile.remotes?.find((remote) => remote.name === folder.replaceAll('-', '_'))?.entry;
  return entry ? new URL(entry).port : undefined;
}

/**
 * Every server's port: the fixed ones (shifted by `env.PORTAL_PORT_OFFSET`), or free ones when `free`.
 * @returns {Promise<{ api: number, shell: number, smtp: number, mailWeb: number, imap: number, remotes: Record<string, number> }>}
 */
export async function portalPorts({ free, remoteFolders, remotesFile, env }) {
  const offset = portOffset(env);
  const pick = async (fixed) => (free ? freePort() : fixed + offset);
  const remotes = {};
  for (const folder of remoteFolders) remotes[folder] = await pick(Number(remoteFilePort(remotesFile, folder) ?? 0));
  return {
    api: await pick(Number(env.API_PORT ?? 3000)),
    shell: await pick(Number(env.SHELL_PORT ?? 8080)),
    smtp: await pick(1025),
    mailWeb: await pick(1080),
    imap: await pick(1143),
    remotes,
  };
}

/** `PORTAL_PORT_OFFSET` as a number: 0 when unset; an error for anything but a whole number below 10000. */
export function portOffset(env) {
  const text = env.PORTAL_PORT_OFFSET ?? '0';
  if (!/^\d{1,4}$/.test(text)) throw new Error(`PORTAL_PORT_OFFSET must be a whole number below 10000, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** The first port in `named` (name → port) that something already listens on, as `[name, port]`. */
export async function firstBusyPort(named) {
  for (const [name, port] of Object.entries(named)) {
    if (port > 0 && !(await isFree(port))) return [name, port];
  }
  return undefined;
}

/** The remotes file with every remote's URLs (entries, allowed origins) moved from its port in the file to its port in `ports`. */
export function remotesFileOnPorts(remotesFile, remotePorts) {
  const moves = new Map(Object.entries(remotePorts).map(([folder, port]) => [remoteFilePort(remotesFile, folder), String(port)]));
  const move = (url) => url.replace(/^(https?:\/\/[^/:]+):(\d+)/, (whole, host, port) => (moves.has(port) ? `${host}:${moves.get(port)}` : whole));
  return {
    ...remotesFile,
    allowedOrigins: remotesFile.allowedOrigins?.map(move),
    remotes: remotesFile.remotes?.map((remote) => ({
      ...remote,
      entry: move(remote.entry),
      ...(remote.fallbackEntry ? { fallbackEntry: move(remote.fallbackEntry) } : {}),
    })),
  };
}
