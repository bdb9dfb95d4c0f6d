import toast from 'react-hot-toast';

/** How long a success toast stays. */
export const TOAST_SUCCESS_MS = 2000;

/** How long error, validation and info toasts stay. */
export const TOAST_ERROR_MS = 5000;

/** The portal's toasts; the shell's one `PortalToaster` shows them for every remote. */
export const notify = {
  success: (message: string): string => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  /** `durationMs` only where the spec gives an error its own time (e.g. 2 s for the password change). */
  error: (message: string, durationMs: number = TOAST_ERROR_MS): string => toast.error(message, { duration: durationMs }),
  info: (message: string): string => toast(message, { duration: TOAST_ERROR_MS, icon: 'ℹ️' }),
  /** Takes a toast away before its time, e.g. once what it announced is on screen. */
  dismiss: (id: string): void => toast.dismiss(id),
};
