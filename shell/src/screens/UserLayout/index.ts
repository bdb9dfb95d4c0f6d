export { UserLayout } from './UserLayout';
