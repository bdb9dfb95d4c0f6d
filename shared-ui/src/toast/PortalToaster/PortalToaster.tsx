import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../notify';

/** The portal's one toast outlet. Only the shell (or a remote's standalone page) renders it. */
export function PortalToaster() {
  return (
    <Toaster
      position="top-right"
      containerClassName="toaster"
      toastOptions={{ className: 'toast', success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS } }}
    />
  );
}
