export { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER, PasswordPanel } from './PasswordPanel';
