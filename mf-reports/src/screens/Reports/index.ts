export { Reports } from './Reports';
export { reportsAction, reportsLoader } from './reports.data';
