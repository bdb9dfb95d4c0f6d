import { type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';
import { INCIDENT_PATHS } from './components/incident-paths';

const pendingScheduleRequests = () => import('./screens/PendingScheduleRequests');
const pendingHolidayRequests = () => import('./screens/PendingHolidayRequests');
const pendingJustifications = () => import('./screens/PendingJustifications');
const teamPicker = () => import('./screens/IncidentTeamPicker');
const incidentRequest = () => import('./screens/IncidentRequest');
const teamBoard = () => import('./screens/TeamBoard');
const taskSlidePanel = () => import('./screens/TaskSlidePanel');
const taskDetails = () => import('./screens/TaskDetails');
const deletedTasks = () => import('./screens/DeletedTasks');
const storedTasks = () => import('./screens/StoredTasks');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 * Ids are prefixed with the remote's federation name.
 */
export function createApprovalsRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'mf_approvals.pending-schedule-requests',
      path: '/horarios/autorizar',
      handle: { title: 'Cambios de horario pendientes', access: 'maySeePendingRequests' },
      ErrorBoundary: routeLoadError({ title: 'Cambios de horario pendientes', message: 'No se han podido cargar las solicitudes' }),
      lazy: {
        loader: async () => (await pendingScheduleRequests()).pendingScheduleRequestsLoader,
        action: async () => (await pendingScheduleRequests()).pendingScheduleRequestsAction,
        Component: async () => (await pendingScheduleRequests()).PendingScheduleRequests,
      },
    },
    {
      id: 'mf_approvals.pending-holiday-requests',
      path: '/calendario/autorizar',
      handle: { title: 'Vacaciones pendientes', access: 'maySeePendingRequests' },
      ErrorBoundary: routeLoadError({ title: 'Vacaciones pendientes', message: 'No se han podido cargar las solicitudes' }),
      lazy: {
        loader: async () => (await pendingHolidayRequests()).pendingHolidayRequestsLoader,
        action: async () => (await pendingHolidayRequests()).pendingHolidayRequestsAction,
        Component: async () => (await pendingHolidayRequests()).PendingHolidayRequests,
      },
    },
    {
      id: 'mf_approvals.pending-justifications',
      path: '/justificaciones',
      handle: { title: 'Justificaciones pendientes de gestionar', access: 'mayManageJustifications' },
      ErrorBoundary: routeLoadError({ title: 'Justificaciones pendientes de gestionar', message: 'No se han podido cargar las justificaciones' }),
      lazy: {
        loader: async () => (await pendingJustifications()).pendingJustificationsLoader,
        action: async () => (await pendingJustifications()).pendingJustificationsAction,
        shouldRevalidate: async () => (await pendingJustifications()).pendingJustificationsShouldRevalidate,
        Component: async () => (await pendingJustifications()).PendingJustifications,
      },
    },
    // Incident requests: every logged-in user may enter; the API decides which teams and tasks they see.
    {
      id: 'mf_approvals.incident-team-picker',
      path: INCIDENT_PATHS.picker,
      handle: { title: 'Incidencias', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'Incidencias', message: 'No se han podido cargar los equipos' }),
      lazy: {
        loader: async () => (await teamPicker()).incidentTeamPickerLoader,
        Component: async () => (await teamPicker()).IncidentTeamPicker,
      },
    },
    {
      // The route the spec names 'incidents': the 'Solicitud de tareas' form.
      id: 'mf_approvals.incident-request',
      path: INCIDENT_PATHS.form,
      handle: { title: 'Solicitud de tareas', access: 'isAuthenticated' },
      lazy: { Component: async () => (await incidentRequest()).IncidentRequest },
    },
    {
      id: 'mf_approvals.team-board',
      path: INCIDENT_PATHS.board,
      handle: { title: 'Tablero del equipo', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'Tablero del equipo', message: 'No se han podido cargar las tareas del equipo' }),
      lazy: {
        loader: async () => (await teamBoard()).teamBoardLoader,
        shouldRevalidate: async () => (await teamBoard()).teamBoardShouldRevalidate,
        Component: async () => (await teamBoard()).TeamBoard,
      },
      children: [
        {
          id: 'mf_approvals.team-board.task-panel',
          path: INCIDENT_PATHS.taskPanel,
          lazy: {
            loader: async () => (await taskSlidePanel()).taskSlidePanelLoader,
            Component: async () => (await taskSlidePanel()).TaskSlidePanel,
            ErrorBoundary: async () => (await taskSlidePanel()).TaskSlidePanelError,
          },
        },
      ],
    },
    {
      id: 'mf_approvals.task-details',
      path: INCIDENT_PATHS.taskDetails,
      handle: { title: 'Detalle de la tarea', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'Detalle de la tarea', message: 'No se ha podido cargar la tarea' }),
      lazy: {
        loader: async () => (await taskDetails()).taskDetailsLoader,
        Component: async () => (await taskDetails()).TaskDetails,
      },
    },
    {
      // The server lists deleted tasks only to those who run the team, and decides who may restore them.
      id: 'mf_approvals.deleted-tasks',
      path: INCIDENT_PATHS.deletedTasks,
      handle: { title: 'Tareas eliminadas', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'Tareas eliminadas', message: 'No se han podido cargar las tareas eliminadas' }),
      lazy: {
        loader: async () => (await deletedTasks()).deletedTasksLoader,
        action: async () => (await deletedTasks()).deletedTasksAction,
        Component: async () => (await deletedTasks()).DeletedTasks,
      },
    },
    {
      id: 'mf_approvals.stored-tasks',
      path: INCIDENT_PATHS.storedTasks,
      handle: { title: 'Tareas archivadas', access: 'isAuthenticated' },
      ErrorBoundary: routeLoadError({ title: 'Tareas archivadas', message: 'No se han podido cargar las tareas archivadas' }),
      lazy: {
        loader: async () => (await storedTasks()).storedTasksLoader,
        Component: async () => (await storedTasks()).StoredTasks,
      },
    },
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createApprovalsRoutes();
