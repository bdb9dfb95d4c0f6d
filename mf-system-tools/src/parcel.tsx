/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createSystemToolsRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createSystemToolsRoutes,
  defaultPath: '/gestion_sistema',
  failureMessage: 'El módulo de herramientas de sistema ha fallado.',
});
