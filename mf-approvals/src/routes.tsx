import type { RemoteRouteObject } from '@portal/shared-ui';
import { createIncidentRoutes } from './incidents/incident-routes';

const pendingScheduleRequests = () => import('./screens/PendingScheduleRequests');
const pendingHolidayRequests = () => import('./screens/PendingHolidayRequests');
const pendingJustifications = () => import('./screens/PendingJustifications');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 */
export function createApprovalsRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'approvals.pending-schedule-requests',
      path: '/horarios/autorizar',
      handle: { title: 'Cambios de horario pendientes', access: 'maySeePendingRequests' },
      lazy: {
        loader: async () => (await pendingScheduleRequests()).pendingScheduleRequestsLoader,
        action: async () => (await pendingScheduleRequests()).pendingScheduleRequestsAction,
        Component: async () => (await pendingScheduleRequests()).PendingScheduleRequests,
        ErrorBoundary: async () => (await pendingScheduleRequests()).PendingScheduleRequestsError,
      },
    },
    {
      id: 'approvals.pending-holiday-requests',
      path: '/calendario/autorizar',
      handle: { title: 'Vacaciones pendientes', access: 'maySeePendingRequests' },
      lazy: {
        loader: async () => (await pendingHolidayRequests()).pendingHolidayRequestsLoader,
        action: async () => (await pendingHolidayRequests()).pendingHolidayRequestsAction,
        Component: async () => (await pendingHolidayRequests()).PendingHolidayRequests,
        ErrorBoundary: async () => (await pendingHolidayRequests()).PendingHolidayRequestsError,
      },
    },
    {
      id: 'approvals.pending-justifications',
      path: '/justificaciones',
      handle: { title: 'Justificaciones pendientes de gestionar', access: 'mayManageJustifications' },
      lazy: {
        loader: async () => (await pendingJustifications()).pendingJustificationsLoader,
        action: async () => (await pendingJustifications()).pendingJustificationsAction,
        shouldRevalidate: async () => (await pendingJustifications()).pendingJustificationsShouldRevalidate,
        Component: async () => (await pendingJustifications()).PendingJustifications,
        ErrorBoundary: async () => (await pendingJustifications()).PendingJustificationsError,
      },
    },
    ...createIncidentRoutes(),
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createApprovalsRoutes();
