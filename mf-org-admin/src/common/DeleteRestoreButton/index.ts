export { DeleteRestoreButton } from './DeleteRestoreButton';
