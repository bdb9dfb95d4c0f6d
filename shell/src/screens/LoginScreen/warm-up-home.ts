let started = false;

/**
 * Once someone starts typing their credentials, what the home needs next (the API client, the `/user` layout and
 * home screen, the remote registry with the federation runtime) is fetched while they type and sign in, instead of
 * one after another once the sign-in answers. Nothing is fetched to show the form itself, and nothing of a remote's
 * widgets: which cards show depends on who signs in.
 */
export function warmUpHome(): void {
  if (started) return;
  started = true;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  quietly(import('@portal/shared-api'));
  quietly(import('../UserLayout'));
  quietly(import('../HomeScreen'));
  quietly(import('../../federation/portal-registry').then(({ loadPortalRegistry }) => loadPortalRegistry()));
}
