/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createProfileRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createProfileRoutes,
  defaultPath: '/profile',
  failureMessage: 'El módulo de perfil ha fallado.',
});
