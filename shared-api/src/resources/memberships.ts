import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { Team } from '../entities';

export type MembershipChange = { userId: number; teamId: number; title?: string | null; responsableId?: number | null };

const body = ({ userId, teamId, title, responsableId }: MembershipChange) => ({
  user_id: userId,
  team_id: teamId,
  ...(title === undefined ? {} : { title }),
  ...(responsableId === undefined ? {} : { responsable_id: responsableId }),
});

/** Team memberships (`PUT /api/user_team_add`, `PUT /api/user_team_del`); both answer with the team. */
export const membershipsApi = {
  add: async (change: MembershipChange, config?: AxiosRequestConfig) => (await apiClient.put<Team>('user_team_add', body(change), config)).data,
  remove: async (change: MembershipChange, config?: AxiosRequestConfig) => (await apiClient.put<Team>('user_team_del', body(change), config)).data,
};
