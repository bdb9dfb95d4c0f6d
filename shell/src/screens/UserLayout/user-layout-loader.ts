import type { SessionUser } from '@portal/shared-api';
import { accessRules, ensureRunningClocks } from '@portal/shared-ui';
import { loadPortalRegistry } from '../../federation/portal-registry';
import { remoteCardsOf } from '../../federation/remote-cards-cache';
import type { RemotesConfig } from '../../federation/remotes-config';
import { currentSessionUser, loginRedirect } from '../../router/session-user';
import { shellCards } from '../../cards';
import { homeCardsFor, prefetchHomeCards } from '../HomeScreen/home-cards';

/** No session, no layout; the layout's data is this environment's remote registry. Entering the home starts its cards' code and reads. */
export async function userLayoutLoader({ request }: { request: Request }): Promise<RemotesConfig> {
  const user = await currentSessionUser();
  if (!user) throw loginRedirect(request);
  if (new URL(request.url).pathname === '/user') await prefetchHome(user);
  return loadPortalRegistry();
}

/**
 * Starts the home's cards for `user`: each card's code and first read, and the 'Hoy' card's clocks, while the home
 * is still being rendered. `/login` calls it as soon as the sign-in answers, ahead of the router; the layout's loader
 * calls it too, for a home reached otherwise. Either way each card's code and read start once.
 */
export async function prefetchHome(user: SessionUser): Promise<void> {
  const registry = await loadPortalRegistry();
  prefetchHomeCards(homeCardsFor(user, shellCards, registry.remotes), remoteCardsOf);
  // Only 'Hoy' and the header show them at once; an admin who keeps no time gets neither, and a task's clock reads them when shown.
  if (accessRules.tracksOwnTime(user)) ensureRunningClocks();
}
