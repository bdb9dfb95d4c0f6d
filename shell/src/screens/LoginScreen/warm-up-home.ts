import { importHomeScreen, importUserLayout } from '../../router/layout-modules';

let started = false;

/**
 * Once someone starts typing their credentials, what the home needs next is fetched while they type and sign in,
 * instead of one after another once the sign-in answers: the API client, the `/user` layout and home screen, the
 * remote registry with the federation runtime and the shell's shared modules, and the manifest and entry script of
 * each remote offering home cards.
 * Nothing is fetched to show the form itself, and nothing of a remote's widgets: which cards show depends on who
 * signs in.
 */
export function warmUpHome(): void {
  if (started) return;
  started = true;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  // A page's first date formatter initialises the browser's locale data (about 60 ms on a slow machine), and each
  // formatter costs a few more: the one the home's cards read today's date with is made, and kept, between two
  // keystrokes rather than after the sign-in.
  quietly(import('@portal/shared-api').then(({ todayIn }) => todayIn()));
  quietly(importUserLayout());
  quietly(importHomeScreen());
  quietly(
    Promise.all([import('../../federation/portal-registry'), import('../../federation/portal-federation')]).then(async ([registry, federation]) => {
      const { remotes } = await registry.loadPortalRegistry();
      const offeringCards = remotes.filter((remote) => remote.enabled && (remote.widgets ?? []).length > 0);
      await Promise.all([
        federation.preloadSharedModules().catch(() => undefined),
        ...offeringCards.map((remote) => federation.preloadRemoteEntry(remote).catch(() => undefined)),
      ]);
    }),
  );
}
