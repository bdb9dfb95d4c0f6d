export { NotAvailableYet } from './NotAvailableYet';
