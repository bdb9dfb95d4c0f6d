import { writeAndNotify } from '@portal/shared-ui';
import { ORG_TEXTS } from '../../components/org-texts';

export type ConfigurationWrite = 'add' | 'change' | 'delete';

const FAILURE_TEXT: Record<ConfigurationWrite, string> = {
  add: ORG_TEXTS.CONFIG_ADD_ERROR,
  change: ORG_TEXTS.CONFIG_CHANGE_ERROR,
  delete: ORG_TEXTS.CONFIG_DELETE_ERROR,
};

/** A configuration write: 'Error!' with the spec's sentence and the server's reason, or the success toast. */
export async function writeConfiguration(kind: ConfigurationWrite, write: () => Promise<unknown>): Promise<boolean> {
  const result = await writeAndNotify(write, {
    success: kind === 'delete' ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED,
    failure: (reason) => `${ORG_TEXTS.ERROR_TITLE} ${FAILURE_TEXT[kind]} ${reason}`,
  });
  return result.ok;
}
