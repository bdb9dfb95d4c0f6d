/**
 * The spec's route table (spec 01 §2.1, spec 02 §2). Screen URLs are the
 * spec's paths without a `/user` prefix, rendered inside the `/user` layout;
 * `/user` itself is the layout's home.
 */

export const HOME_PATH = '/user';

/** Public pages outside the layout (their screens: `publicPageFor`). */
export const PUBLIC_PAGE_ROUTES = [
  { path: '/passwordreset', title: 'Recuperar contraseña' },
  { path: '/passwordchange', title: 'Cambiar contraseña' },
  { path: '/emailchange', title: 'Cambio de dirección de correo' },
  { path: '/authorize', title: 'Autorizar solicitud' },
  { path: '/rechazar', title: 'Rechazar solicitud' },
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_ROUTES)[number]['path'];

/** Every path the shell itself owns (its static routes): no remote may declare one, or a pattern that takes one. */
export const SHELL_PATHS: readonly string[] = ['/', '/login', '/logout', '/test', HOME_PATH, ...PUBLIC_PAGE_ROUTES.map((route) => route.path)];
