export { AdvancedReportForm } from './AdvancedReportForm';
