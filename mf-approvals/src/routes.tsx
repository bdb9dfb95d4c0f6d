import { defineRemoteRoutes } from '@portal/shared-ui';
import { ARCHIVE_PATHS, BOARD_PATHS, INCIDENT_PATHS, TASK_DETAILS_PATH } from './components/paths';

/** What a 404 means on the screens that open one item (a board, a task, a team). */
const NOT_FOUND = {
  board: 'Este tablero no existe o no tiene acceso a él.',
  task: 'Esta tarea no existe o no tiene acceso a ella.',
  team: 'Este equipo no existe o no tiene acceso a él.',
};

/** This remote's screens (`./routes`); `createApprovalsRoutes()` makes fresh route objects for each router. */
export const createApprovalsRoutes = defineRemoteRoutes('mf_approvals', [
  {
    screen: 'pending-schedule-requests',
    path: '/horarios/autorizar',
    title: 'Cambios de horario pendientes',
    navLabel: 'Cambios de horario',
    access: 'maySeePendingRequests',
    nav: { group: 'mi-equipo', order: 20 },
    loadError: 'No se han podido cargar las solicitudes',
    load: () => import('./screens/PendingScheduleRequests'),
  },
  {
    screen: 'pending-holiday-requests',
    path: '/calendario/autorizar',
    title: 'Vacaciones pendientes',
    access: 'maySeePendingRequests',
    nav: { group: 'mi-equipo', order: 10 },
    loadError: 'No se han podido cargar las solicitudes',
    load: () => import('./screens/PendingHolidayRequests'),
  },
  {
    screen: 'pending-justifications',
    path: '/justificaciones',
    title: 'Justificaciones pendientes de gestionar',
    navLabel: 'Justificaciones',
    access: 'mayManageJustifications',
    nav: { group: 'mi-equipo', order: 30 },
    loadError: 'No se han podido cargar las justificaciones',
    load: () => import('./screens/PendingJustifications'),
  },
  {
    screen: 'requested-tasks',
    path: '/pendientes',
    title: 'Tareas pendientes de autorizar',
    navLabel: 'Tareas pendientes',
    access: 'mayAuthoriseRequestedTasks',
    nav: { group: 'mi-equipo', order: 40 },
    loadError: 'No se han podido cargar las tareas pendientes',
    load: () => import('./screens/RequestedTasks'),
  },
  // Incident requests: every logged-in user may enter; the API decides which teams and tasks they see.
  {
    screen: 'incident-team-picker',
    path: INCIDENT_PATHS.picker,
    title: 'Incidencias',
    access: 'isAuthenticated',
    nav: { group: 'mi-trabajo', order: 30 },
    loadError: 'No se han podido cargar los equipos',
    load: () => import('./screens/IncidentTeamPicker'),
  },
  {
    // The route the spec names 'incidents': the 'Solicitud de tareas' form.
    screen: 'incident-request',
    path: INCIDENT_PATHS.form,
    title: 'Solicitud de tareas',
    access: 'isAuthenticated',
    loadError: 'No se ha podido abrir la solicitud',
    notFound: NOT_FOUND.team,
    load: () => import('./screens/IncidentRequest'),
  },
  {
    screen: 'team-board',
    path: BOARD_PATHS.board,
    title: 'Tablero del equipo',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar las tareas del equipo',
    notFound: NOT_FOUND.board,
    load: () => import('./screens/TeamBoard'),
    children: [
      {
        screen: 'task-panel',
        path: BOARD_PATHS.taskPanel,
        loadError: 'No se ha podido cargar la tarea',
        notFound: NOT_FOUND.task,
        load: () => import('./screens/TaskSlidePanel'),
      },
    ],
  },
  {
    screen: 'task-details',
    path: TASK_DETAILS_PATH,
    title: 'Detalle de la tarea',
    access: 'isAuthenticated',
    loadError: 'No se ha podido cargar la tarea',
    notFound: NOT_FOUND.task,
    load: () => import('./screens/TaskDetails'),
  },
  {
    // The server lists deleted tasks only to those who run the team, and decides who may restore them.
    screen: 'deleted-tasks',
    path: ARCHIVE_PATHS.deletedTasks,
    title: 'Tareas eliminadas',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar las tareas eliminadas',
    notFound: NOT_FOUND.board,
    load: () => import('./screens/DeletedTasks'),
  },
  {
    screen: 'stored-tasks',
    path: ARCHIVE_PATHS.storedTasks,
    title: 'Tareas archivadas',
    access: 'isAuthenticated',
    loadError: 'No se han podido cargar las tareas archivadas',
    notFound: NOT_FOUND.board,
    load: () => import('./screens/StoredTasks'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createApprovalsRoutes();
