import { errorMessageFrom } from '@portal/shared-api';
import { notify } from '@portal/shared-ui';
import { ORG_TEXTS } from '../../texts';

export type ConfigurationWrite = 'add' | 'change' | 'delete';

const FAILURE_TEXT: Record<ConfigurationWrite, string> = {
  add: ORG_TEXTS.CONFIG_ADD_ERROR,
  change: ORG_TEXTS.CONFIG_CHANGE_ERROR,
  delete: ORG_TEXTS.CONFIG_DELETE_ERROR,
};

/** A configuration write: 'Error!' with the spec's sentence and the server's reason, or the success toast. */
export async function writeConfiguration(kind: ConfigurationWrite, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
  } catch (error) {
    notify.error(`${ORG_TEXTS.ERROR_TITLE} ${FAILURE_TEXT[kind]} ${errorMessageFrom(error)}`);
    return false;
  }
  notify.success(kind === 'delete' ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED);
  return true;
}
