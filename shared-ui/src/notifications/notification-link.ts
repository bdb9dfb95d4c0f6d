/** The `/user` layout's home, where the spec's screen routes live. */
const HOME_PATH = '/user';

/**
 * The screen a notice leads to. The server writes the spec's full routes
 * (`/user/taskDetails/55`, docs/api-contract.md S1); the portal renders them without the
 * `/user` prefix inside its layout. Anything but a path of this site leads home.
 */
export function screenPathOf(link: string | null): string {
  if (!link?.startsWith('/') || link.startsWith('//')) return HOME_PATH;
  return link.startsWith(`${HOME_PATH}/`) ? link.slice(HOME_PATH.length) : link;
}
