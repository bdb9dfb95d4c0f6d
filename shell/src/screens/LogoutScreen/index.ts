export { LogoutScreen } from './LogoutScreen';
