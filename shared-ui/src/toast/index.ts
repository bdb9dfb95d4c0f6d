export { notify, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './notify';
export { PortalToaster } from './PortalToaster';
export { toastNotifier } from './toast-notifier';
