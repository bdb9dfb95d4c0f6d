export { RemoteUnavailable } from './RemoteUnavailable';
