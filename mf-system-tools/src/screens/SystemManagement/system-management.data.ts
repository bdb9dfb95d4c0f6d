import { ALLOWED_DOMAINS_CONFIGURATION_ID, type Configuration, configurationsApi, type DatabaseBackupFile, databaseBackupsApi } from '@portal/shared-api';
import { refuseWrite, TEXTS, type WriteResult, writeAndNotify } from '@portal/shared-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

export type SystemManagementData = { domains: string[]; backups: DatabaseBackupFile[] };

export type DomainsWriteResult = WriteResult<Configuration<string[]>>;

export async function systemManagementLoader({ request }: LoaderFunctionArgs): Promise<SystemManagementData> {
  const config = { signal: request.signal };
  const [domains, backups] = await Promise.all([
    configurationsApi.get(ALLOWED_DOMAINS_CONFIGURATION_ID, config) as Promise<Configuration<string[]>>,
    databaseBackupsApi.list(config),
  ]);
  return { domains: Array.isArray(domains.value) ? domains.value : [], backups };
}

/** Adds or removes one allowed domain: the whole list is written back, and the server normalises and checks it. */
export async function systemManagementAction({ request }: ActionFunctionArgs): Promise<DomainsWriteResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const domain = String(form.get('domain') ?? '').trim();
  if ((intent !== 'add' && intent !== 'remove') || domain === '') return refuseWrite(TEXTS.ERROR_CLOSING_MARK_ONLY);
  const current = JSON.parse(String(form.get('current') ?? '[]')) as string[];
  const value = intent === 'add' ? [...current, domain] : current.filter((one) => one !== domain);
  return writeAndNotify(
    () => configurationsApi.update(ALLOWED_DOMAINS_CONFIGURATION_ID, { value }) as Promise<Configuration<string[]>>,
    { success: TEXTS.OK_CLOSING_MARK_ONLY, failure: TEXTS.ERROR_CLOSING_MARK_ONLY },
  );
}
