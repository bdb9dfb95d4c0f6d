export { ConfirmModal } from './ConfirmModal';
export { focusableIn, keepTabInside } from './focusable';
