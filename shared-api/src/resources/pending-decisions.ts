import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

/** How many requests wait for the caller's decision in each list (pending, not their own, in their scope). */
export type PendingDecisions = { userSchedules: number; holidays: number; justifications: number };

/** `GET /api/pending_decisions`: the three lists' counts in one request. */
export const pendingDecisionsApi = {
  async counts(config?: AxiosRequestConfig): Promise<PendingDecisions> {
    const { userSchedules, holidays, justifications } = (await apiClient.get<PendingDecisions>('pending_decisions', config)).data;
    return { userSchedules, holidays, justifications };
  },
};
