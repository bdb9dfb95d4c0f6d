import type { RemotesConfig } from './remotes-config';

/**
 * Routes and cards naming an access rule the portal does not know are refused (never left
 * unguarded). The rule names come from shared-ui's access rules (passed in, so
 * the ops check can run this outside a browser).
 */
export function checkAccessRules(config: RemotesConfig, isAccessRuleName: (name: string) => boolean): RemotesConfig {
  const problems = [...config.problems];
  const remotes = config.remotes.map((remote) => {
    const unknown = remote.routes.filter((route) => !isAccessRuleName(route.access));
    for (const route of unknown) problems.push(`Módulo ${remote.name}: regla de acceso desconocida "${route.access}" en ${route.path}.`);
    const routes = remote.routes.filter((route) => isAccessRuleName(route.access));
    const nav = remote.nav.filter((entry) => routes.some((route) => route.path === entry.path));
    if (!remote.widgets) return { ...remote, routes, nav };
    for (const card of remote.widgets.filter((candidate) => !isAccessRuleName(candidate.access))) {
      problems.push(`Módulo ${remote.name}: regla de acceso desconocida "${card.access}" en el widget ${card.id}.`);
    }
    return { ...remote, routes, nav, widgets: remote.widgets.filter((card) => isAccessRuleName(card.access)) };
  });
  return { ...config, remotes, problems };
}
