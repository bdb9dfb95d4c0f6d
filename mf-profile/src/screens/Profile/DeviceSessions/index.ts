export { DeviceSessions } from './DeviceSessions';
