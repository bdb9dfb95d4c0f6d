import type { AxiosRequestConfig } from 'axios';
import type { Configuration } from '../entities';
import { createResource } from './create-resource';

const resource = createResource<Configuration>('configurations');

/** Named configurations (`/api/configurations`). */
export const configurationsApi = {
  ...resource,
  /** The rows of one name for one `data` (a team id for per-team configurations). */
  listFor: <V>(name: string, data: string, config?: AxiosRequestConfig) =>
    resource.list({ name, data }, config) as Promise<Configuration<V>[]>,
};
