import { importHomeScreen, importUserLayout } from '../../router/layout-modules';

let started = false;

/**
 * Once someone starts typing their credentials, what the home needs next is fetched while they type and sign in,
 * instead of one after another once the sign-in answers: the API client, the `/user` layout and home screen, the
 * remote registry with the federation runtime, and the manifest and entry script of each remote offering home cards.
 * Nothing is fetched to show the form itself, and nothing of a remote's widgets: which cards show depends on who
 * signs in.
 */
export function warmUpHome(): void {
  if (started) return;
  started = true;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  // A page's first date formatter initialises the browser's locale data (about 60 ms on a slow machine), and the
  // home formats dates and times at once: that cost is paid between two keystrokes, not after the sign-in.
  setTimeout(() => new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid' }).format(0), 0);
  quietly(import('@portal/shared-api'));
  quietly(importUserLayout());
  quietly(importHomeScreen());
  quietly(
    Promise.all([import('../../federation/portal-registry'), import('../../federation/portal-federation')]).then(async ([registry, federation]) => {
      const { remotes } = await registry.loadPortalRegistry();
      const offeringCards = remotes.filter((remote) => remote.enabled && (remote.widgets ?? []).length > 0);
      await Promise.all(offeringCards.map((remote) => federation.preloadRemoteEntry(remote).catch(() => undefined)));
    }),
  );
}
