export { ScrollTable, type TableColumn } from './ScrollTable';
