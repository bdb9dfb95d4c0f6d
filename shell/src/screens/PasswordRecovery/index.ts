export { PasswordChangePage } from './PasswordChangePage';
export { PasswordResetPage } from './PasswordResetPage';
