import type { SessionUser } from '@portal/shared-api';
import { importHomeScreen, importUserLayout } from '../../router/layout-modules';

let started = false;
let cardsForEveryoneStarted = false;

const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
// One `import()` expression, so the warm-up and 'Entrar' share its chunk.
const importRemoteCardsCache = () => import('../../federation/remote-cards-cache');

/**
 * Once someone starts typing their credentials, what the home needs next is fetched while they type and sign in,
 * instead of one after another once the sign-in answers: the API client, the `/user` layout and home screen, the
 * remote registry with the federation runtime and the shell's shared modules, and the manifest, entry script and
 * cards' code of each remote offering home cards. That code is only downloaded: which cards run depends on who signs
 * in, and a card kept for some roles would otherwise wait for the sign-in's answer before its code left.
 * Nothing is fetched to show the form itself.
 */
export function warmUpHome(): void {
  if (started) return;
  started = true;
  // A page's first date formatter initialises the browser's locale data (about 60 ms on a slow machine), and each
  // formatter costs a few more: the one the home's cards read today's date with is made, and kept, between two
  // keystrokes rather than after the sign-in.
  quietly(import('@portal/shared-api').then(({ todayIn }) => todayIn()));
  quietly(importUserLayout());
  quietly(importHomeScreen());
  quietly(importRemoteCardsCache());
  quietly(
    Promise.all([import('../../federation/portal-registry'), import('../../federation/portal-federation')]).then(async ([registry, federation]) => {
      const { remotes } = await registry.loadPortalRegistry();
      const offeringCards = remotes.filter((remote) => remote.enabled && (remote.widgets ?? []).length > 0);
      await Promise.all([
        federation.preloadSharedModules().catch(() => undefined),
        ...offeringCards.map((remote) => federation.preloadRemoteCardsCode(remote).catch(() => undefined)),
      ]);
    }),
  );
}

/**
 * On 'Entrar': the `./widgets` of each remote offering a card that everyone signed in sees (`isAuthenticated`) is
 * fetched while the sign-in is checked, so those cards' reads leave as soon as it answers rather than after another
 * round of script downloads. A remote whose cards are all kept for some roles still waits to know who signed in.
 */
export function warmUpCardsForEveryone(): void {
  if (cardsForEveryoneStarted) return;
  cardsForEveryoneStarted = true;
  quietly(
    Promise.all([import('../../federation/portal-registry'), importRemoteCardsCache()]).then(async ([registry, cache]) => {
      const { remotes } = await registry.loadPortalRegistry();
      for (const remote of remotes) {
        if (remote.enabled && (remote.widgets ?? []).some((card) => card.access === 'isAuthenticated')) void cache.remoteCardsOf(remote);
      }
    }),
  );
}

/**
 * Once the sign-in has answered: the cards this person may see (code and first reads) are started before the router
 * renders the home, so a remote whose cards depend on the role fetches its `./widgets` without waiting behind it.
 */
export function warmUpHomeOf(user: SessionUser): void {
  quietly(importUserLayout().then(({ prefetchHome }) => prefetchHome(user)));
}
