import { apiClient, type HydraCollection, type Iri, unwrapMembers } from '@portal/shared-api';
import type { AxiosRequestConfig } from 'axios';

/** One immutable release of a remote, with what the tabs reported of it in the last hour. */
export type RemoteRelease = {
  id: number;
  version: string;
  commit: string;
  builtAt: string;
  entry: string;
  publishedAt: string;
  publishedBy: Iri | null;
  publishedWithToken: boolean;
  lastHour: { loads: number; failures: number };
};

export type RegistryAction = 'publish' | 'promote' | 'gradual' | 'rollback' | 'auto-rollback' | 'enable' | 'disable';

export type RegistryHistoryEntry = {
  action: RegistryAction;
  version: string | null;
  previousVersion: string | null;
  share: number | null;
  by: string | null;
  withToken: boolean;
  at: string;
};

/** A remote of the registry (`/api/remote_modules/{name}`); `revision` is what every change is decided on. */
export type RemoteModule = {
  name: string;
  enabled: boolean;
  revision: number;
  live: RemoteRelease | null;
  candidate: RemoteRelease | null;
  share: number;
  releases: RemoteRelease[];
  history: RegistryHistoryEntry[];
  updatedAt: string;
};

/** What the registry holds of a remote it has heard nothing of: switched on, revision 1 (the API's contract). */
export const unregisteredModule = (name: string): RemoteModule => ({
  name,
  enabled: true,
  revision: 1,
  live: null,
  candidate: null,
  share: 0,
  releases: [],
  history: [],
  updatedAt: new Date(0).toISOString(),
});

/** A remote of the remotes file the shell serves, as far as 'Módulos' reads it. */
export type ServedRemote = { name: string; enabled: boolean };

const moduleUrl = (name: string) => `remote_modules/${encodeURIComponent(name)}`;

/** The remote registry (admins): read, switch, promote, roll back, deploy tokens. Each change answers the module's new state. */
export const remoteModulesApi = {
  list: async (config?: AxiosRequestConfig) => unwrapMembers<RemoteModule>((await apiClient.get<HydraCollection<RemoteModule>>('remote_modules', config)).data),
  setEnabled: async (name: string, enabled: boolean, revision: number) =>
    (await apiClient.patch<RemoteModule>(moduleUrl(name), { enabled, revision }, { headers: { 'Content-Type': 'application/merge-patch+json' } })).data,
  /** `share` below 100 makes `version` the gradual candidate for that share of people; 100 makes it live. */
  promote: async (name: string, version: string, share: number, revision: number) =>
    (await apiClient.post<RemoteModule>(`${moduleUrl(name)}/promotion`, { version, share, revision })).data,
  rollback: async (name: string, revision: number) => (await apiClient.post<RemoteModule>(`${moduleUrl(name)}/rollback`, { revision })).data,
  createDeployToken: async (remote: string) => (await apiClient.post<{ token: string }>('remote_deploy_tokens', { remote })).data,
  /**
   * The remotes file the shell serves (`/config/remotes.json`, beside the page whatever the API's address), including
   * at least the registry change `including` names, so the file and the registry's answer read before it agree.
   */
  servedRemotes: async (including: { name: string; revision: number } | null, config?: AxiosRequestConfig): Promise<ServedRemote[]> => {
    const params = including ? { revision: `${including.name}:${including.revision}` } : undefined;
    const { data } = await apiClient.get<{ remotes?: unknown }>('/config/remotes.json', { ...config, baseURL: '/', params });
    const remotes = Array.isArray(data?.remotes) ? (data.remotes as Partial<ServedRemote>[]) : [];
    return remotes.filter((remote): remote is ServedRemote => typeof remote?.name === 'string').map(({ name, enabled }) => ({ name, enabled: enabled !== false }));
  },
};
