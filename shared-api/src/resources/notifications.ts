import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection, Notification } from '../entities';
import { unwrapMembers } from '../hydra';
import { countOf, type ResourceId } from './create-resource';

/** One page of the session user's notifications, newest first (30 a page on the server). */
export type NotificationPage = { items: Notification[]; totalItems: number; hasNext: boolean };

const itemUrl = (id: ResourceId) => `notifications/${encodeURIComponent(String(id))}`;


const write = async (id: ResourceId, body: { seen?: boolean; deleted?: boolean }, config?: AxiosRequestConfig) =>
  (await apiClient.put<Notification>(itemUrl(id), body, config)).data;

/**
 * Notifications (docs/api-contract.md S1–S3). They are created by the server only; their
 * owner reads them a page at a time and marks them seen or deleted.
 */
export const notificationsApi = {
  /** `GET /api/notifications?deleted=false&user={id}&page={n}`. */
  page: async (userId: ResourceId, page = 1, config?: AxiosRequestConfig): Promise<NotificationPage> => {
    const body = (await apiClient.get<HydraCollection<Notification>>('notifications', { ...config, params: { deleted: false, user: userId, page } })).data;
    const items = unwrapMembers<Notification>(body);
    return { items, totalItems: body['hydra:totalItems'] ?? items.length, hasNext: Boolean(body['hydra:view']?.['hydra:next']) };
  },
  get: async (id: ResourceId, config?: AxiosRequestConfig): Promise<Notification> => (await apiClient.get<Notification>(itemUrl(id), config)).data,
  markSeen: (id: ResourceId, config?: AxiosRequestConfig) => write(id, { seen: true }, config),
  /** Soft delete: the notice leaves the `deleted=false` list. */
  softDelete: (id: ResourceId, config?: AxiosRequestConfig) => write(id, { deleted: true }, config),
  /** How many unseen notices the user has (`seen=false`, read from the page's `hydra:totalItems`). */
  unreadCount: (userId: ResourceId, config?: AxiosRequestConfig): Promise<number> => countOf('notifications', { deleted: false, seen: false, user: userId }, config),
  /** `POST /api/notifications/mark_all_seen`: every unseen notice of the session user, loaded on screen or not, in one call; answers how many. */
  markAllSeen: async (config?: AxiosRequestConfig): Promise<number> =>
    (await apiClient.post<{ marked: number }>('notifications/mark_all_seen', {}, config)).data.marked,
};
