import type { Notification } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw } from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import { allOf, listedRows, type Paging } from '../../core/db/sql-helpers.ts';
import { type NotificationRow, toNotification } from './notification-serializer.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import type { ResourceUpdate } from '../../core/live-updates/index.ts';

const NEWEST_FIRST = raw('listed.created_at DESC, listed.id DESC');

/** What a notice says; `link` is the front-end route it leads to (see `notification-links.ts`). */
export type Notice = { userId: number; title: string; message: string; link: string | null };

export type NotificationFilters = { userId: number; deleted?: boolean | undefined; seen?: boolean | undefined };

type PublishWithin = (tx: Queryable, updates: ResourceUpdate[]) => Promise<void>;

/**
 * Notifications (docs/api-contract.md §4.19, S1–S3): the one way the server tells a user
 * about something. `notify` runs on the caller's executor, so a notice and the
 * change that causes it commit (or roll back) together.
 */
export function createNotifications(db: Database, publishWithin: PublishWithin) {
  /** Each stored notice, told to its owner's tabs; answers the notices. */
  const publish = async (tx: Queryable, rows: NotificationRow[]): Promise<Notification[]> => {
    const told = rows.map((row) => ({ owner: row.user_id, notification: toNotification(row) }));
    await publishWithin(
      tx,
      told.map(({ owner, notification }) => ({ iri: notification['@id'], data: notification, audiences: [audience.user(owner)] })),
    );
    return told.map(({ notification }) => notification);
  };

  /**
   * `notify` for many notices in one INSERT and one publication, however many people they tell;
   * answers the created Notifications in the notices' order.
   */
  async function notifyAll(tx: Queryable, notices: Notice[]): Promise<Notification[]> {
    if (notices.length === 0) return [];
    const rows = await tx.query<NotificationRow>(
      sql`INSERT INTO notifications (user_id, title, message, link)
          SELECT n.user_id, n.title, n.message, n.link
          FROM unnest(${notices.map((notice) => notice.userId)}::integer[], ${notices.map((notice) => notice.title)}::text[],
                      ${notices.map((notice) => notice.message)}::text[], ${notices.map((notice) => notice.link)}::text[]) WITH ORDINALITY AS n(user_id, title, message, link, position)
          ORDER BY n.position RETURNING *`,
    );
    return publish(tx, rows.sort((a, b) => a.id - b.id));
  }

  return {
    /**
     * `notify(tx, { userId, title, message, link })`: stores a notice for
     * `userId` on `tx` (pass the open transaction of the change that causes it)
     * and publishes it to `urn:app:user:{userId}` in that same transaction.
     * Answers the created Notification.
     */
    async notify(tx: Queryable, notice: Notice): Promise<Notification> {
      const [notification] = await notifyAll(tx, [notice]);
      if (!notification) throw new Error('INSERT returned nothing');
      return notification;
    },
    notifyAll,
    /** One page of a user's notices, newest first, with the full count. */
    async page(filters: NotificationFilters, paging: Paging): Promise<{ members: Notification[]; total: number }> {
      const where = allOf([
        sql`n.user_id = ${filters.userId}`,
        filters.deleted === undefined ? undefined : sql`n.deleted = ${filters.deleted}`,
        filters.seen === undefined ? undefined : sql`n.seen = ${filters.seen}`,
      ]);
      const { rows, total } = await listedRows<NotificationRow>(db, sql`SELECT n.* FROM notifications n WHERE ${where}`, paging, NEWEST_FIRST);
      return { members: rows.map(toNotification), total };
    },
    async find(id: number): Promise<Notification | undefined> {
      const [row] = await db.query<NotificationRow>(sql`SELECT * FROM notifications WHERE id = ${id}`);
      return row ? toNotification(row) : undefined;
    },
    /** Marks the owner's notice seen and/or deleted (S3) and tells the owner's other tabs. */
    update(id: number, changes: { seen?: boolean | undefined; deleted?: boolean | undefined }): Promise<Notification | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<NotificationRow>(
          sql`UPDATE notifications SET seen = coalesce(${changes.seen ?? null}::boolean, seen), deleted = coalesce(${changes.deleted ?? null}::boolean, deleted)
              WHERE id = ${id} RETURNING *`,
        );
        if (!row) return undefined;
        const [notification] = await publish(tx, [row]);
        return notification;
      });
    },
    /** Marks every unseen, undeleted notice of the user seen in one statement, and tells each to the owner's tabs; answers how many. */
    markAllSeen(userId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<NotificationRow>(
          sql`UPDATE notifications SET seen = TRUE WHERE user_id = ${userId} AND NOT seen AND NOT deleted RETURNING *`,
        );
        await publish(tx, rows);
        return rows.length;
      });
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', createNotifications(app.db, app.publishUpdatesWithin));
  },
  { name: 'notifications-service', dependencies: ['db', 'live-updates'] },
);
