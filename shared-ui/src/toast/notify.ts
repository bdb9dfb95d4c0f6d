import toast from 'react-hot-toast';

/** How long a success toast stays. */
export const TOAST_SUCCESS_MS = 2000;

/** How long error, validation and info toasts stay. */
export const TOAST_ERROR_MS = 5000;

/** The portal's toasts; the shell's one `PortalToaster` shows them for every remote. */
export const notify = {
  success: (message: string): string => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string): string => toast.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string): string => toast(message, { duration: TOAST_ERROR_MS, icon: 'ℹ️' }),
};
