/**
 * The per-environment remotes file (`/config/remotes.json`), edited by ops
 * without a rebuild. Its shape is `config/remotes.schema.json` (checked with ajv
 * in `remotes-schema.ts`); this module adds what a schema cannot say: entries
 * only from allowed origins, one owner per path, menu entries that are routes.
 * Access-rule names are checked later, in `check-access-rules.ts`.
 */
import { originOf } from './origin-of';
import { describeErrors, validateRemote } from './remotes-schema';

export type DeniedRedirect = '/login' | '/';

export type RemoteRouteConfig = { path: string; access: string; deniedRedirect: DeniedRedirect };

/** The menu section of an entry (the schema's `navEntry.group`). */
export type NavGroupId = 'mi-trabajo' | 'mi-equipo' | 'administracion';

export type NavEntryConfig = { label: string; path: string; group: NavGroupId; order?: number };

/** A home card the remote offers (`./widgets`); the shell decides who sees it from this, before loading the remote. */
export type RemoteWidgetConfig = { id: string; title: string; access: string };

/** A release of the remote registry (`api/src/features/remote-registry`). */
export type RemoteRelease = { id: number; version: string };

export type RemoteConfig = {
  name: string;
  entry: string;
  fallbackEntry?: string;
  /** The registry's release at `entry`, when the shell's server read the registry. */
  release?: RemoteRelease;
  /** A gradual release: `share` per cent of people (always the same ones) load its entry instead. */
  candidate?: { entry: string; release: RemoteRelease; share: number };
  enabled: boolean;
  routes: RemoteRouteConfig[];
  nav: NavEntryConfig[];
  /** Absent in hand-made fixtures; the file's validation defaults it to none. */
  widgets?: RemoteWidgetConfig[];
};

export type RemotesConfig = {
  remotes: RemoteConfig[];
  problems: string[];
  /** Remotes pointed at a developer's build for this tab (see `remote-overrides.ts`). */
  overridden?: { name: string; entry: string }[];
};

export type RemotesFile = { allowedOrigins: string[]; allowOverrides: boolean; overrideOrigins?: string[]; remotes: unknown[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A remote whose only faults are some routes keeps its other routes; any other fault refuses it. */
function readRemote(value: unknown, index: number, problems: string[]): RemoteConfig | null {
  const copy: unknown = structuredClone(value);
  const label = isObject(copy) && typeof copy.name === 'string' ? `Módulo ${copy.name}` : `Módulo ${index + 1}`;
  const valid: boolean = validateRemote(copy);
  if (valid) return copy as RemoteConfig;
  const errors = validateRemote.errors ?? [];
  const badRoutes = new Set(errors.map((error) => /^\/routes\/(\d+)(\/|$)/.exec(error.instancePath)?.[1]));
  for (const message of describeErrors(errors)) problems.push(`${label}: ${message}.`);
  if (badRoutes.has(undefined) || !isObject(copy) || !Array.isArray(copy.routes)) return null;
  const routes = copy.routes.filter((_route, routeIndex) => !badRoutes.has(String(routeIndex)));
  const repaired = { ...copy, routes };
  return routes.length > 0 && validateRemote(repaired) ? (repaired as RemoteConfig) : null;
}

function checkOrigins(remote: RemoteConfig, allowed: Set<string>, problems: string[]): boolean {
  const urls = { entry: remote.entry, fallbackEntry: remote.fallbackEntry, 'candidate.entry': remote.candidate?.entry };
  for (const [key, url] of Object.entries(urls)) {
    if (url === undefined) continue;
    const origin = originOf(url);
    if (!origin) {
      problems.push(`Módulo ${remote.name}: "${key}" no es una URL válida.`);
      return false;
    }
    if (!allowed.has(origin)) {
      problems.push(`Módulo ${remote.name}: el origen ${origin} de "${key}" no está en "allowedOrigins".`);
      return false;
    }
  }
  return true;
}

function keepRoutedNav(remote: RemoteConfig, problems: string[]): RemoteConfig {
  const nav = remote.nav.filter((entry) => {
    const routed = remote.routes.some((route) => route.path === entry.path);
    if (!routed) problems.push(`Módulo ${remote.name}: la entrada de menú ${entry.path} no es una ruta del módulo.`);
    return routed;
  });
  return { ...remote, nav };
}

function keepOwnWidgets(remote: RemoteConfig, problems: string[]): RemoteConfig {
  if (!remote.widgets) return remote;
  const seen = new Set<string>();
  const widgets = remote.widgets.filter((widget) => {
    const own = widget.id.startsWith(`${remote.name}.`) && !seen.has(widget.id);
    if (!own) problems.push(`Módulo ${remote.name}: el widget ${widget.id} no es del módulo o está repetido.`);
    seen.add(widget.id);
    return own;
  });
  return { ...remote, widgets };
}

/** Validates the file; bad entries are dropped with a Spanish explanation, never a white page. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  if (!isObject(raw) || !Array.isArray(raw.remotes)) {
    return { remotes: [], problems: ['La configuración de módulos no es válida: falta la lista "remotes".'] };
  }
  const problems: string[] = [];
  const allowedOrigins = Array.isArray(raw.allowedOrigins) ? raw.allowedOrigins : [];
  const allowed = new Set(allowedOrigins.flatMap((origin) => (typeof origin === 'string' ? (originOf(origin) ?? []) : [])));
  const remotes: RemoteConfig[] = [];
  const claimedPaths = new Set<string>();
  raw.remotes.forEach((value, index) => {
    const read = readRemote(value, index, problems);
    if (!read || !checkOrigins(read, allowed, problems)) return;
    const remote = keepOwnWidgets(keepRoutedNav(read, problems), problems);
    if (remotes.some((other) => other.name === remote.name)) {
      problems.push(`Módulo ${remote.name}: nombre repetido.`);
      return;
    }
    const duplicated = remote.routes.find((route) => claimedPaths.has(route.path));
    if (duplicated) {
      problems.push(`Módulo ${remote.name}: la ruta ${duplicated.path} ya pertenece a otro módulo.`);
      return;
    }
    for (const route of remote.routes) claimedPaths.add(route.path);
    remotes.push(remote);
  });
  return { remotes, problems };
}
