import './header.css';
export { NotificationsMenu } from './NotificationsMenu';
export { WorkedTimes } from './WorkedTimes';
