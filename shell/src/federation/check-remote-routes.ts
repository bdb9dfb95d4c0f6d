import type { RemoteRouteObject } from '@portal/shared-ui';
import type { RemoteConfig } from './remotes-config';

export type RemoteRoutesResult = { ok: true; routes: RemoteRouteObject[] } | { ok: false; reason: string };

const hasScreen = (route: RemoteRouteObject) =>
  Boolean(route.Component || route.element || (route.lazy && typeof route.lazy === 'object' && 'Component' in route.lazy) || typeof route.lazy === 'function');

/**
 * The shell's route contract: the remote must export every path the remotes
 * file gives it, guarded by the same access rule, each with a screen.
 */
export function checkRemoteRoutes(remote: RemoteConfig, module: Record<string, unknown>): RemoteRoutesResult {
  const routes = module.routes;
  if (!Array.isArray(routes)) return { ok: false, reason: 'El módulo no exporta sus rutas.' };
  const exported = routes as RemoteRouteObject[];
  for (const configured of remote.routes) {
    const route = exported.find((candidate) => candidate.path === configured.path);
    if (!route) return { ok: false, reason: `El módulo no ofrece la ruta ${configured.path}.` };
    if (route.handle?.access !== configured.access) {
      return { ok: false, reason: `La regla de acceso de ${configured.path} no coincide con la configuración.` };
    }
    if (!hasScreen(route)) return { ok: false, reason: `La ruta ${configured.path} no tiene pantalla.` };
  }
  return { ok: true, routes: exported.filter((route) => remote.routes.some((configured) => configured.path === route.path)) };
}
