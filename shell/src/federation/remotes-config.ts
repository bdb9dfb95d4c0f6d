/**
 * The per-environment remotes file (`/config/remotes.json`), edited by ops
 * without a rebuild, and its structural validation.
 *
 * This module is imported by the entry file before shared modules are
 * negotiated, so it must stay free of shared imports (React, shared-ui...).
 * Access-rule names are checked later, in `check-access-rules.ts`.
 */

export type DeniedRedirect = '/login' | '/';

export type RemoteRouteConfig = { path: string; access: string; deniedRedirect: DeniedRedirect };

export type NavEntryConfig = { label: string; path: string };

export type RemoteConfig = {
  name: string;
  entry: string;
  fallbackEntry?: string;
  enabled: boolean;
  routes: RemoteRouteConfig[];
  nav: NavEntryConfig[];
};

export type RemotesConfig = { remotes: RemoteConfig[]; problems: string[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function readRoute(value: unknown, where: string, problems: string[]): RemoteRouteConfig | null {
  if (!isObject(value) || !isNonEmptyString(value.path) || !value.path.startsWith('/')) {
    problems.push(`${where}: cada ruta necesita un "path" que empiece por "/".`);
    return null;
  }
  if (!isNonEmptyString(value.access)) {
    problems.push(`${where} (${value.path}): falta la regla de acceso "access".`);
    return null;
  }
  const deniedRedirect = value.deniedRedirect ?? '/login';
  if (deniedRedirect !== '/login' && deniedRedirect !== '/') {
    problems.push(`${where} (${value.path}): "deniedRedirect" debe ser "/login" o "/".`);
    return null;
  }
  return { path: value.path, access: value.access, deniedRedirect };
}

function readNav(value: unknown, routes: RemoteRouteConfig[], where: string, problems: string[]): NavEntryConfig[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(`${where}: "nav" debe ser una lista.`);
    return [];
  }
  return value.flatMap((entry) => {
    if (!isObject(entry) || !isNonEmptyString(entry.label) || !isNonEmptyString(entry.path)) {
      problems.push(`${where}: cada entrada de "nav" necesita "label" y "path".`);
      return [];
    }
    if (!routes.some((route) => route.path === entry.path)) {
      problems.push(`${where}: la entrada de menú ${entry.path} no es una ruta del módulo.`);
      return [];
    }
    return [{ label: entry.label, path: entry.path }];
  });
}

function readRemote(value: unknown, index: number, allowed: Set<string>, problems: string[]): RemoteConfig | null {
  const where = `Módulo ${index + 1}`;
  if (!isObject(value) || !isNonEmptyString(value.name) || !FEDERATION_NAME.test(value.name)) {
    problems.push(`${where}: "name" debe ser un identificador (letras, números y _).`);
    return null;
  }
  const label = `Módulo ${value.name}`;
  for (const key of ['entry', 'fallbackEntry'] as const) {
    const url = value[key];
    if (key === 'fallbackEntry' && url === undefined) continue;
    const origin = isNonEmptyString(url) ? originOf(url) : null;
    if (!origin) {
      problems.push(`${label}: "${key}" no es una URL válida.`);
      return null;
    }
    if (!allowed.has(origin)) {
      problems.push(`${label}: el origen ${origin} de "${key}" no está en "allowedOrigins".`);
      return null;
    }
  }
  if (typeof value.enabled !== 'boolean') {
    problems.push(`${label}: "enabled" debe ser true o false.`);
    return null;
  }
  if (!Array.isArray(value.routes) || value.routes.length === 0) {
    problems.push(`${label}: "routes" debe ser una lista con al menos una ruta.`);
    return null;
  }
  const routes = value.routes.flatMap((route) => readRoute(route, label, problems) ?? []);
  return {
    name: value.name,
    entry: value.entry as string,
    ...(isNonEmptyString(value.fallbackEntry) ? { fallbackEntry: value.fallbackEntry } : {}),
    enabled: value.enabled,
    routes,
    nav: readNav(value.nav, routes, label, problems),
  };
}

/** Validates the file; bad entries are dropped with a Spanish explanation, never a white page. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  const problems: string[] = [];
  if (!isObject(raw) || !Array.isArray(raw.remotes)) {
    return { remotes: [], problems: ['La configuración de módulos no es válida: falta la lista "remotes".'] };
  }
  const allowedOrigins = Array.isArray(raw.allowedOrigins) ? raw.allowedOrigins : [];
  const allowed = new Set(allowedOrigins.flatMap((origin) => (isNonEmptyString(origin) ? [originOf(origin) ?? []] : [])).flat());
  const remotes: RemoteConfig[] = [];
  const claimedPaths = new Set<string>();
  raw.remotes.forEach((value, index) => {
    const remote = readRemote(value, index, allowed, problems);
    if (!remote) return;
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
