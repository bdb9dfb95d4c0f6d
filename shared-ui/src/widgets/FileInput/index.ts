export { acceptFor, checkUploadFile, EMPTY_FILE_MESSAGE, UPLOAD_MESSAGES } from './check-upload';
export { FileInput } from './FileInput';
