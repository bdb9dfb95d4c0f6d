export { type ReportFormProps, ReportSection } from './ReportSection';
