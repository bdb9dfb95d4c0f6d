import type { RemoteRouteObject } from '@portal/shared-ui';

const pendingScheduleRequests = () => import('./screens/PendingScheduleRequests');

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
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createApprovalsRoutes();
