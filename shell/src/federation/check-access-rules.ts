import { isAccessRuleName } from '@portal/shared-ui';
import type { RemotesConfig } from './remotes-config';

/** Routes naming an access rule the portal does not know are refused (never left unguarded). */
export function checkAccessRules(config: RemotesConfig): RemotesConfig {
  const problems = [...config.problems];
  const remotes = config.remotes.map((remote) => {
    const unknown = remote.routes.filter((route) => !isAccessRuleName(route.access));
    for (const route of unknown) problems.push(`Módulo ${remote.name}: regla de acceso desconocida "${route.access}" en ${route.path}.`);
    const routes = remote.routes.filter((route) => isAccessRuleName(route.access));
    return { ...remote, routes, nav: remote.nav.filter((entry) => routes.some((route) => route.path === entry.path)) };
  });
  return { remotes, problems };
}
