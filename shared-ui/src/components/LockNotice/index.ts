export { LockNotice, type ShortWeek } from './LockNotice';
