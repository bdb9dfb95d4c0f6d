/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createTimelineRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createTimelineRoutes,
  defaultPath: '/timeline',
  failureMessage: 'El módulo de timeline ha fallado.',
});
