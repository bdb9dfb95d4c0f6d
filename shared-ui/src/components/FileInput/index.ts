export { acceptFor, checkUploadFile, EMPTY_FILE_MESSAGE } from './check-upload';
export { FileInput } from './FileInput';
