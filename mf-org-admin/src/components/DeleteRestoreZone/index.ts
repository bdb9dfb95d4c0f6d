export { DeleteRestoreZone } from './DeleteRestoreZone';
