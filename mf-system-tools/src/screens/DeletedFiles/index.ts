export { revalidateAfterSuccessfulWrite as shouldRevalidate } from '@portal/shared-ui';
export { deletedFilesAction as action, deletedFilesLoader as loader } from './deleted-files.data';
export { DeletedFiles as Component } from './DeletedFiles';
