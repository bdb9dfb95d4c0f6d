import { formatDateTime, moduleName } from '@portal/shared-ui';
import type { RemoteConfig } from '../../federation/remotes-config';

export type PartState = 'Funciona' | 'No responde' | 'Desactivado';

export type PartReport = {
  part: string;
  state: PartState;
  /** The build's version and date, and how long its manifest took: remotes only. */
  version?: string;
  builtAt?: string;
  ms?: number;
};

/** A part that does not answer within this time is reported as not answering. */
export const PROBE_TIMEOUT_MS = 5_000;

type Reached = { response: Response; ms: number };

async function timedFetch(url: string, init: RequestInit = {}): Promise<Reached | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), ...init });
    return { response, ms: Math.round(performance.now() - started) };
  } catch {
    return null;
  }
}

const stateOf = (works: boolean): PartState => (works ? 'Funciona' : 'No responde');

/** The API itself, and the database and mail server as the API sees them (`/api/status` answers only up or down). */
export async function probeApi(): Promise<PartReport[]> {
  const [health, status] = await Promise.all([timedFetch('/api/health'), timedFetch('/api/status', { headers: { Accept: 'application/json' } })]);
  const parts = status?.response.ok ? ((await status.response.json().catch(() => ({}))) as { database?: string; mail?: string }) : {};
  return [
    { part: 'API', state: stateOf(Boolean(health?.response.ok)), ms: health?.response.ok ? health.ms : undefined },
    { part: 'Base de datos', state: stateOf(parts.database === 'up') },
    { part: 'Servidor de correo', state: stateOf(parts.mail === 'up') },
  ];
}

/**
 * Opens a connection to the live feed and closes it at once. Signed in, the
 * hub opens a stream; signed out, the hub itself refuses it with a 401: either
 * way the hub answered. A proxy error or no answer means it is down.
 */
export async function probeLiveFeed(): Promise<PartReport> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch('/.well-known/mercure?topic=/estado', {
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    return { part: 'Avisos en directo', state: stateOf(response.status === 200 || response.status === 401) };
  } catch {
    return { part: 'Avisos en directo', state: 'No responde' };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** A remote of the remotes file, by the name people know it by: switched off, or its manifest reached (with its build) or not. */
export async function probeRemote(remote: Pick<RemoteConfig, 'name' | 'entry' | 'enabled'>): Promise<PartReport> {
  const part = moduleName(remote.name);
  if (!remote.enabled) return { part, state: 'Desactivado' };
  const reached = await timedFetch(remote.entry, { credentials: 'omit' });
  if (!reached?.response.ok) return { part, state: 'No responde' };
  const manifest = (await reached.response.json().catch(() => null)) as { metaData?: { buildInfo?: { buildVersion?: string } } } | null;
  if (!manifest) return { part, state: 'No responde' };
  const lastModified = reached.response.headers.get('last-modified');
  return {
    part,
    state: 'Funciona',
    version: manifest.metaData?.buildInfo?.buildVersion,
    builtAt: lastModified ? formatDateTime(new Date(lastModified)) : undefined,
    ms: reached.ms,
  };
}
