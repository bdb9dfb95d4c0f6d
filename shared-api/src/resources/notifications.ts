import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../client';
import type { HydraCollection, Notification } from '../entities';
import { unwrapMembers } from '../hydra';
import type { ResourceId } from './create-resource';

/** One page of the session user's notifications, newest first (30 a page on the server). */
export type NotificationPage = { items: Notification[]; totalItems: number; hasNext: boolean };

const itemUrl = (id: ResourceId) => `notifications/${encodeURIComponent(String(id))}`;

const unreadParams = (userId: ResourceId, page: number) => ({ deleted: false, seen: false, user: userId, page, itemsPerPage: UNREAD_BATCH });

/** How many unread notices one call reads (the server's maximum page). */
const UNREAD_BATCH = 100;

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
  /** How many unseen notices the user has (`seen=false`, read from the page's `hydra:totalItems`). */
  unreadCount: async (userId: ResourceId, config?: AxiosRequestConfig): Promise<number> => {
    const params = { ...unreadParams(userId, 1), itemsPerPage: 1 };
    return (await apiClient.get<HydraCollection<Notification>>('notifications', { ...config, params })).data['hydra:totalItems'] ?? 0;
  },
  /**
   * Marks every unseen notice of the user seen, loaded on screen or not: reads
   * the unseen ones a batch at a time and marks each (no bulk call exists).
   * Answers how many it marked.
   */
  markAllSeen: async (userId: ResourceId, config?: AxiosRequestConfig): Promise<number> => {
    let marked = 0;
    for (;;) {
      const body = (await apiClient.get<HydraCollection<Notification>>('notifications', { ...config, params: unreadParams(userId, 1) })).data;
      const unread = unwrapMembers<Notification>(body);
      await Promise.all(unread.map((notification) => write(notification.id, { seen: true }, config)));
      marked += unread.length;
      if (unread.length < UNREAD_BATCH) return marked;
    }
  },
};
