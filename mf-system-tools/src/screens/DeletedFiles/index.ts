import { revalidateAfterSuccessfulWrite } from '@portal/shared-ui';
import { DeletedFiles } from './DeletedFiles';
import { deletedFilesAction, deletedFilesLoader } from './deleted-files.data';

export const deletedFilesScreen = { loader: deletedFilesLoader, action: deletedFilesAction, shouldRevalidate: revalidateAfterSuccessfulWrite, Component: DeletedFiles };
