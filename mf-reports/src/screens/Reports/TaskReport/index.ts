export { TaskReportForm } from './TaskReportForm';
