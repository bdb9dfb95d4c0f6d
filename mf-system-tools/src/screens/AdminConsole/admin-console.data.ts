import {
  type AppEvent,
  type AuditLog,
  activityLogsApi,
  type Configuration,
  configurationsApi,
  errorMessageFrom,
  type LogPage,
  liveFeedPosition,
  MAINTENANCE_CONFIGURATION_ID,
} from '@portal/shared-api';
import type { LoaderFunctionArgs } from 'react-router';
import { filtersOf } from './log-filters';
import { type RemoteModulesData, readRemoteModules } from './RemoteModules/remote-modules.data';

export { remoteModulesAction as adminConsoleAction } from './RemoteModules/remote-modules.data';

/** A section's page, or why it could not be read: one log failing leaves the rest of the console working. */
export type SectionData<T> = { page: LogPage<T>; error?: undefined } | { page?: undefined; error: string };

export type AdminConsoleData = {
  flag: Configuration;
  activity: SectionData<AppEvent>;
  audit: SectionData<AuditLog>;
  /** The remote registry, read apart: 'Módulos' shows its own loader and failure. */
  modules: Promise<RemoteModulesData>;
  /** The live feed's position before the reads (`useLiveUpdates`' `since`). */
  liveFrom: number;
};

const settled = <T>(read: Promise<LogPage<T>>): Promise<SectionData<T>> => read.then((page) => ({ page }), (error: unknown) => ({ error: errorMessageFrom(error) }));

/** The maintenance flag, the page of each log its filters in the URL ask for, and the remote registry. */
export async function adminConsoleLoader({ request }: LoaderFunctionArgs): Promise<AdminConsoleData> {
  const liveFrom = liveFeedPosition();
  const modules = readRemoteModules(request.signal);
  // Should the rest fail, the route's error boundary shows instead and nothing awaits this read.
  modules.catch(() => undefined);
  const search = new URL(request.url).searchParams;
  const config = { signal: request.signal, notifyErrors: false };
  const { choice: kind, ...activityFilters } = filtersOf(search, 'actividad');
  const { choice: entity, ...auditFilters } = filtersOf(search, 'auditoria');
  const [flag, activity, audit] = await Promise.all([
    configurationsApi.get(MAINTENANCE_CONFIGURATION_ID, { signal: request.signal }),
    settled(activityLogsApi.appEvents({ ...activityFilters, kind }, config)),
    settled(activityLogsApi.auditLog({ ...auditFilters, entity }, config)),
  ]);
  return { flag, activity, audit, modules, liveFrom };
}
