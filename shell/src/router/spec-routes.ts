import { matchPath } from 'react-router';

/**
 * The spec's route table (spec 01 §2.1, spec 02 §2). Screen URLs are the
 * spec's paths without a `/user` prefix, rendered inside the `/user` layout;
 * `/user` itself is the layout's home.
 */

export const HOME_PATH = '/user';

/**
 * The shell's own pages of the `/user` layout: spec pages no remote builds yet, shown as "not available yet".
 * A remote's screens are not listed here: their paths are in the remotes file and their titles in the remote's routes.
 */
export const USER_LAYOUT_ROUTES: { path: string; title: string }[] = [];

/** Public pages outside the layout (their screens: `publicPageFor`). */
export const PUBLIC_PAGE_ROUTES: { path: string; title: string }[] = [
  { path: '/passwordreset', title: 'Recuperar contraseña' },
  { path: '/passwordchange', title: 'Cambiar contraseña' },
  { path: '/authorize', title: 'Autorizar solicitud' },
  { path: '/rechazar', title: 'Rechazar solicitud' },
];

export type SpecRoute = (typeof USER_LAYOUT_ROUTES)[number];

/** The shell's own layout page a URL opens, if any. */
export function findSpecRoute(pathname: string): SpecRoute | null {
  return USER_LAYOUT_ROUTES.find(({ path }) => matchPath({ path, end: true }, pathname)) ?? null;
}
