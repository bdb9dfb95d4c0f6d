import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { TaskMailbox, TaskMailboxTest } from '../entities';
import type { ResourceId } from './create-resource';

/** A team's incoming task mailbox, for those who administer the team. */
export const taskMailboxesApi = {
  get: async (teamId: ResourceId, config?: AxiosRequestConfig): Promise<TaskMailbox> => (await apiClient.get<TaskMailbox>(`task_mailboxes/${teamId}`, config)).data,
  /** Logs in to the mailbox now with the stored credentials. */
  test: async (teamId: ResourceId, config?: AxiosRequestConfig): Promise<TaskMailboxTest> =>
    (await apiClient.post<TaskMailboxTest>(`task_mailboxes/${teamId}/test`, {}, config)).data,
};
