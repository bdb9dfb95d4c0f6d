import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection, Notification } from '../entities';
import { unwrapMembers } from '../hydra';
import type { ResourceId } from './create-resource';

/** One page of the session user's notifications, newest first (30 a page on the server). */
export type NotificationPage = { items: Notification[]; totalItems: number; hasNext: boolean };

const itemUrl = (id: ResourceId) => `notifications/${encodeURIComponent(String(id))}`;

const write = async (id: ResourceId, body: { seen?: boolean; deleted?: boolean }, config?: AxiosRequestConfig) =>
  (await apiClient.put<Notification>(itemUrl(id), body, config)).data;

/**
 * Notifications (contract S1–S3). They are created by the server only; their
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
  /** The contract has no bulk call: marks each unseen notice of the list, one PUT each; answers the updated ones. */
  markAllSeen: (notifications: Notification[], config?: AxiosRequestConfig): Promise<Notification[]> =>
    Promise.all(notifications.filter((notification) => !notification.seen).map((notification) => write(notification.id, { seen: true }, config))),
};
