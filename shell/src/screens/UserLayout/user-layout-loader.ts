import { loadPortalRegistry } from '../../federation/portal-registry';
import type { RemotesConfig } from '../../federation/remotes-config';
import { currentSessionUser, loginRedirect } from '../../router/session-user';

/** No session, no layout; the layout's data is this environment's remote registry. */
export async function userLayoutLoader({ request }: { request: Request }): Promise<RemotesConfig> {
  if (!(await currentSessionUser())) throw loginRedirect(request);
  return loadPortalRegistry();
}
