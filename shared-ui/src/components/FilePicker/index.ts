export { FILE_PICKER_TEXTS, FilePicker } from './FilePicker';
