export { ScrollTable, TableScrollBox, type TableColumn } from './ScrollTable';
