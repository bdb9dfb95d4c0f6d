import type { AxiosRequestConfig } from 'axios';
import type { TimeCap } from '../entities';
import { iri } from '../hydra';
import { SECONDS_PER_HOUR } from '../rules/time-caps';
import { createResource, type ResourceId } from './create-resource';

const resource = createResource<TimeCap>('time_caps');

/** What the 'Conceder timecaps' form sends: the requester's id, the description and whole hours. */
export type NewTimeCap = { userId: number; name: string; hours: number };

/** Time caps (`/api/time_caps`, docs/api-contract.md Q1–Q3): list, grant, delete. */
export const timeCapsApi = {
  list: (params?: { user?: number }, config?: AxiosRequestConfig) => resource.list(params, config),
  get: (id: ResourceId, config?: AxiosRequestConfig) => resource.get(id, config),
  /** Sends `time` as hours × 3600 seconds and the user as an IRI; answers the cap with `usedTime` 0. */
  grant: (cap: NewTimeCap, config?: AxiosRequestConfig) =>
    resource.create({ user: iri('users', cap.userId), name: cap.name, time: Math.round(cap.hours * SECONDS_PER_HOUR) }, config),
  remove: (id: ResourceId, config?: AxiosRequestConfig) => resource.remove(id, config),
};
