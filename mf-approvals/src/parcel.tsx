/** `./parcel`: this remote's screens for hosts that are not the portal shell. */
import { createRemoteParcel } from '@portal/shared-ui/parcel';
import { createApprovalsRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  createRoutes: createApprovalsRoutes,
  defaultPath: '/horarios/autorizar',
  failureMessage: 'El módulo de aprobaciones ha fallado.',
});
