/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createOrgAdminRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createOrgAdminRoutes,
  defaultPath: '/gestion_equipos',
  failureMessage: 'El módulo de organización ha fallado.',
});
