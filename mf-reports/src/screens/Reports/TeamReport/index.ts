export { TeamReportForm } from './TeamReportForm';
