export { RenameEditor } from './RenameEditor';
