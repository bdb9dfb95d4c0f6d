/**
 * The per-environment remotes file (`/config/remotes.json`): what ops decide (which remotes, where, on or off)
 * without a rebuild, with each remote's screens as its manifest declares them (filled in by the shell's server).
 * Its shape is `config/remotes.schema.json` (checked with ajv in `remotes-schema.ts`); this module adds what a
 * schema cannot say: entries only from allowed origins, one owner per path (no remote takes another's or the
 * shell's), menu entries that are routes.
 * Access-rule names are checked later, in `check-access-rules.ts`.
 */
import { matchPath } from 'react-router';
import { SHELL_PATHS } from '../router/spec-routes';
import { originOf } from './origin-of';
import { describeErrors, validateRemote } from './remotes-schema';

export type DeniedRedirect = '/login' | '/';

export type RemoteRouteConfig = { path: string; access: string; deniedRedirect: DeniedRedirect };

/** The menu section of an entry (the schema's `navEntry.group`). */
export type NavGroupId = 'mi-trabajo' | 'mi-equipo' | 'administracion';

export type NavEntryConfig = { label: string; path: string; group: NavGroupId; order?: number };

/** A home card the remote offers (`./widgets`); the shell decides who sees it from this, before loading the remote. */
export type RemoteCardConfig = { id: string; title: string; access: string };

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
  /**
   * Its home cards, under the field name of the remotes files and manifests already released. Absent in hand-made
   * fixtures; the file's validation defaults it to none.
   */
  widgets?: RemoteCardConfig[];
};

export type RemotesConfig = {
  remotes: RemoteConfig[];
  problems: string[];
  /** Remotes pointed at a developer's build for this tab (see `remote-overrides.ts`). */
  overridden?: { name: string; entry: string }[];
};

export type RemotesFile = { allowedOrigins: string[]; allowOverrides: boolean; overrideOrigins?: string[]; remotes: unknown[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of a remote's declaration: a fault in one of its items loses that item, not the remote. */
const ITEM_PATH = /^\/(routes|nav|widgets)\/(\d+)(\/|$)/;

/** A remote whose only faults are some of its routes, menu entries or cards keeps the others; any other fault refuses it. */
function readRemote(value: unknown, index: number, problems: string[]): RemoteConfig | null {
  const copy: unknown = structuredClone(value);
  const label = isObject(copy) && typeof copy.name === 'string' ? `Módulo ${copy.name}` : `Módulo ${index + 1}`;
  if (isObject(copy) && copy.routes === undefined) {
    // The shell's server fills in the screens from the remote's manifest; neither it nor the file gave any.
    problems.push(`${label}: no se han podido leer sus pantallas de su manifiesto.`);
    copy.routes = [];
  }
  const valid: boolean = validateRemote(copy);
  if (valid) return copy as RemoteConfig;
  const errors = validateRemote.errors ?? [];
  const badItems = errors.map((error) => ITEM_PATH.exec(error.instancePath));
  for (const message of describeErrors(errors)) problems.push(`${label}: ${message}.`);
  if (badItems.some((item) => item === null) || !isObject(copy)) return null;
  const bad = new Set(badItems.map((item) => `${item?.[1]}/${item?.[2]}`));
  const repaired: Record<string, unknown> = { ...copy };
  for (const list of ['routes', 'nav', 'widgets']) {
    const items = copy[list];
    if (Array.isArray(items)) repaired[list] = items.filter((_item, itemIndex) => !bad.has(`${list}/${itemIndex}`));
  }
  return validateRemote(repaired) ? (repaired as RemoteConfig) : null;
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

function keepRoutedNav(remote: RemoteConfig, dropped: Set<string>, problems: string[]): RemoteConfig {
  const nav = remote.nav.filter((entry) => {
    const routed = remote.routes.some((route) => route.path === entry.path);
    if (!routed && !dropped.has(entry.path)) problems.push(`Módulo ${remote.name}: la entrada de menú ${entry.path} no es una ruta del módulo.`);
    return routed;
  });
  return { ...remote, nav };
}

/** A path is the shell's when it is one of its pages or a pattern that would take one (`/:page`). */
const takesShellPath = (path: string, shellPaths: readonly string[]) =>
  shellPaths.some((shellPath) => path === shellPath || matchPath({ path, end: true }, shellPath) !== null);

/** One owner per path: a route another remote or the shell already owns is lost, with the reason; the remote keeps the rest. */
function keepOwnedRoutes(remote: RemoteConfig, claimed: Set<string>, shellPaths: readonly string[], problems: string[]) {
  const dropped = new Set<string>();
  const routes = remote.routes.filter((route) => {
    const reason = takesShellPath(route.path, shellPaths) ? 'es una página del portal' : claimed.has(route.path) ? 'ya pertenece a otro módulo' : null;
    if (reason) {
      problems.push(`Módulo ${remote.name}: la ruta ${route.path} ${reason}.`);
      dropped.add(route.path);
    }
    return reason === null;
  });
  for (const route of routes) claimed.add(route.path);
  return { remote: { ...remote, routes }, dropped };
}

function keepOwnCards(remote: RemoteConfig, problems: string[]): RemoteConfig {
  if (!remote.widgets) return remote;
  const seen = new Set<string>();
  const cards = remote.widgets.filter((card) => {
    const own = card.id.startsWith(`${remote.name}.`) && !seen.has(card.id);
    if (!own) problems.push(`Módulo ${remote.name}: el widget ${card.id} no es del módulo o está repetido.`);
    seen.add(card.id);
    return own;
  });
  return { ...remote, widgets: cards };
}

/**
 * Validates the file (with each remote's screens, as the shell's server filled them in from its manifest); bad
 * entries are dropped with a Spanish explanation, never a white page. `shellPaths`: the pages no remote may take.
 */
export function parseRemotesConfig(raw: unknown, shellPaths: readonly string[] = SHELL_PATHS): RemotesConfig {
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
    if (remotes.some((other) => other.name === read.name)) {
      problems.push(`Módulo ${read.name}: nombre repetido.`);
      return;
    }
    const { remote: owned, dropped } = keepOwnedRoutes(read, claimedPaths, shellPaths, problems);
    remotes.push(keepOwnCards(keepRoutedNav(owned, dropped, problems), problems));
  });
  return { remotes, problems };
}
