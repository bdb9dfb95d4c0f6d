export { UserReportForm } from './UserReportForm';
