export { ConfirmModal } from './ConfirmModal';
