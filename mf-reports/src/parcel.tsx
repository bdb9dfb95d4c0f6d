/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createReportsRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createReportsRoutes,
  defaultPath: '/informes',
  failureMessage: 'El módulo de informes ha fallado.',
});
