/**
 * Development override: `?remote:mf_approvals=http://localhost:3101/mf-manifest.json`
 * points one remote at a developer's build for this tab (sessionStorage), so it
 * can be tried inside a deployed portal. Honoured only when the environment's
 * file says `"allowOverrides": true`, and only towards `overrideOrigins`
 * (loopback when absent). `?remote:mf_approvals=` forgets one, `?remote:clear` all.
 *
 * Free of shared imports: the entry file captures the parameters before React.
 */
import { originOf } from './origin-of';
import type { RemotesConfig } from './remotes-config';

export const OVERRIDES_STORAGE_KEY = 'portal.remoteOverrides';
const PARAM_PREFIX = 'remote:';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type RemoteOverrides = Record<string, string>;

export function readStoredOverrides(storage: Storage = sessionStorage): RemoteOverrides {
  try {
    const stored = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as RemoteOverrides) : {};
  } catch {
    return {};
  }
}

/** Moves `remote:*` parameters of the URL into the tab's storage; returns what is now stored. */
export function captureOverrides(search: string, storage: Storage = sessionStorage): RemoteOverrides {
  const overrides = readStoredOverrides(storage);
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === `${PARAM_PREFIX}clear`) for (const name of Object.keys(overrides)) delete overrides[name];
    else if (key.startsWith(PARAM_PREFIX) && value) overrides[key.slice(PARAM_PREFIX.length)] = value;
    else if (key.startsWith(PARAM_PREFIX)) delete overrides[key.slice(PARAM_PREFIX.length)];
  }
  if (Object.keys(overrides).length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

export function clearOverrides(storage: Storage = sessionStorage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}

type OverridePolicy = { allowOverrides?: unknown; overrideOrigins?: unknown };

function mayPointAt(url: string, policy: OverridePolicy): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  if (Array.isArray(policy.overrideOrigins)) return policy.overrideOrigins.some((allowed) => originOf(String(allowed)) === origin);
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/** The configuration with the accepted overrides applied; refused ones become problems. */
export function applyOverrides(config: RemotesConfig, policy: OverridePolicy, overrides: RemoteOverrides): RemotesConfig {
  const requested = Object.entries(overrides);
  if (requested.length === 0) return config;
  if (policy.allowOverrides !== true) {
    return { ...config, problems: [...config.problems, 'Este entorno no permite sustituir módulos: se ignoran las sustituciones de la pestaña.'] };
  }
  const problems = [...config.problems];
  const overridden: { name: string; entry: string }[] = [];
  const remotes = config.remotes.map((remote) => {
    const entry = overrides[remote.name];
    if (entry === undefined) return remote;
    if (!mayPointAt(entry, policy)) {
      problems.push(`Módulo ${remote.name}: la sustitución ${entry} no está en "overrideOrigins".`);
      return remote;
    }
    overridden.push({ name: remote.name, entry });
    const { fallbackEntry: _previous, ...rest } = remote;
    return { ...rest, entry };
  });
  for (const [name] of requested) {
    if (!config.remotes.some((remote) => remote.name === name)) problems.push(`Sustitución ignorada: no hay ningún módulo ${name}.`);
  }
  return { remotes, problems, overridden };
}
