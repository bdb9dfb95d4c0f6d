import type { RemoteRouteObject } from '@portal/shared-ui';

const timeline = () => import('./screens/Timeline');

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 */
export function createTimelineRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'timeline.day',
      path: '/timeline',
      handle: { title: 'Timeline', access: 'maySeeTimeline' },
      lazy: {
        loader: async () => (await timeline()).timelineLoader,
        Component: async () => (await timeline()).Timeline,
        ErrorBoundary: async () => (await timeline()).TimelineError,
      },
    },
  ];
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createTimelineRoutes();
