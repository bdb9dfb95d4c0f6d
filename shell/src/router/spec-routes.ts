import { matchPath } from 'react-router';

/**
 * The spec's route table (spec 01 §2.1, spec 02 §2). Screen URLs are the
 * spec's paths without a `/user` prefix, rendered inside the `/user` layout;
 * `/user` itself is the layout's home.
 */

export const HOME_PATH = '/user';

/** Children of the `/user` layout, with a Spanish name for pages not built yet. */
export const USER_LAYOUT_ROUTES: { path: string; title: string; children?: string[] }[] = [
  { path: '/justificaciones', title: 'Justificaciones pendientes de gestionar' },
  { path: '/mail', title: 'Correo y avisos' },
  { path: '/horarios', title: 'Horarios' },
  { path: '/organizacion', title: 'Organización' },
  { path: '/calendario', title: 'Calendario' },
  { path: '/board/:boardTeamID', title: 'Tablero del equipo', children: ['slidepanel/:id'] },
  { path: '/profile', title: 'Perfil' },
  { path: '/profile/:idUser', title: 'Perfil' },
  { path: '/storefile/:boardId', title: 'Tareas archivadas' },
  { path: '/deleted_tasks/:boardId', title: 'Tareas eliminadas' },
  { path: '/taskDetails/:taskID', title: 'Detalle de la tarea' },
  { path: '/admin', title: 'Administración' },
  { path: '/pendientes', title: 'Tareas pendientes' },
  { path: '/quizz', title: 'Cuestionarios' },
  { path: '/times', title: 'Mis tiempos' },
  { path: '/tags', title: 'Etiquetas' },
  { path: '/control_usuarios', title: 'Control de usuarios' },
  { path: '/gestion_equipos/:id?', title: 'Gestión de equipos' },
  { path: '/horarios/autorizar', title: 'Cambios de horario pendientes' },
  { path: '/calendario/autorizar', title: 'Vacaciones pendientes' },
  { path: '/gestion_departamentos/:id?', title: 'Gestión de departamentos' },
  { path: '/gestion_subdepartamentos/:id?', title: 'Gestión de Subdepartamentos' },
  { path: '/gestion_sistema', title: 'Gestión de Sistema' },
  { path: '/archivos_eliminados', title: 'Archivos eliminados de tareas' },
  { path: '/etiquetas_solicitante', title: 'Etiquetas por Solicitante' },
  { path: '/timecaps', title: 'Conceder timecaps' },
  { path: '/automatizacion', title: 'Automatización de tareas' },
  { path: '/informes', title: 'Solicitudes de informes' },
  { path: '/timeline', title: 'Timeline' },
];

/** Public pages outside the layout whose screens are not described yet. */
export const PUBLIC_PLACEHOLDER_ROUTES: { path: string; title: string }[] = [
  { path: '/passwordreset', title: 'Recuperar contraseña' },
  { path: '/passwordchange', title: 'Cambiar contraseña' },
  { path: '/authorize', title: 'Autorizar solicitud' },
  { path: '/rechazar', title: 'Rechazar solicitud' },
  { path: '/test', title: 'Página de prueba' },
];

export type SpecRoute = (typeof USER_LAYOUT_ROUTES)[number];

/** The spec's layout route a URL falls under, its own children included. */
export function findSpecRoute(pathname: string): SpecRoute | null {
  return (
    USER_LAYOUT_ROUTES.find(
      ({ path, children = [] }) =>
        matchPath({ path, end: true }, pathname) ?? children.some((child) => matchPath({ path: `${path}/${child}`, end: true }, pathname)),
    ) ?? null
  );
}

/** The Spanish title of a layout path for the shell's own pages (a remote's screens bring theirs in `handle.title`). */
export function titleOf(path: string, fallback = 'Portal de trabajo'): string {
  return USER_LAYOUT_ROUTES.find((route) => route.path === path)?.title ?? fallback;
}
