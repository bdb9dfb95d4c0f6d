export { PasswordPanel } from './PasswordPanel';
