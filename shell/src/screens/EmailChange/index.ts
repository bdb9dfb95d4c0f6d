export { EmailChangePage } from './EmailChangePage';
