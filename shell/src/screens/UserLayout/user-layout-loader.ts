import { ensureRunningClocks } from '@portal/shared-ui';
import { loadPortalRegistry } from '../../federation/portal-registry';
import { remoteWidgetsOf } from '../../federation/remote-widgets-cache';
import type { RemotesConfig } from '../../federation/remotes-config';
import { currentSessionUser, loginRedirect } from '../../router/session-user';
import { shellWidgets } from '../../widgets';
import { homeWidgetsFor, prefetchHomeWidgets } from '../HomeScreen/home-widgets';

/** No session, no layout; the layout's data is this environment's remote registry. Entering the home starts its cards' code and reads. */
export async function userLayoutLoader({ request }: { request: Request }): Promise<RemotesConfig> {
  const user = await currentSessionUser();
  if (!user) throw loginRedirect(request);
  const registry = await loadPortalRegistry();
  if (new URL(request.url).pathname === '/user') {
    prefetchHomeWidgets(homeWidgetsFor(user, shellWidgets, registry.remotes), remoteWidgetsOf);
    // The 'Hoy' card's clocks: read with the cards' code, not once the home has rendered.
    ensureRunningClocks();
  }
  return registry;
}
