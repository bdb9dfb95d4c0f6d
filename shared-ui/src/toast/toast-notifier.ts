import type { Notifier } from '@portal/shared-api';
import { notify } from './notify';

/** Shows the API client's messages as toasts: `setNotifier(toastNotifier)` at start. */
export const toastNotifier: Notifier = {
  error: (message) => {
    notify.error(message);
  },
  info: (message) => {
    notify.info(message);
  },
};
