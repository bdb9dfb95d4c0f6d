export { ManagerPanel } from './ManagerPanel';
