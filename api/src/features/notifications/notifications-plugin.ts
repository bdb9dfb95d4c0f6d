import type { Notification } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { raw } from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import { allOf, listedRows, type Paging } from '../../core/db/sql-helpers.ts';
import { type NotificationRow, toNotification } from './notification-serializer.ts';
import { audience } from '../../core/live-updates/audiences.ts';

const NEWEST_FIRST = raw('listed.created_at DESC, listed.id DESC');

/** What a notice says; `link` is the front-end route it leads to (see `notification-links.ts`). */
export type Notice = { userId: number; title: string; message: string; link: string | null };

export type NotificationFilters = { userId: number; deleted?: boolean | undefined; seen?: boolean | undefined };

type PublishWithin = (tx: Queryable, iri: string, data: unknown, audiences: string[]) => Promise<void>;

/**
 * Notifications (docs/api-contract.md §4.19, S1–S3): the one way the server tells a user
 * about something. `notify` runs on the caller's executor, so a notice and the
 * change that causes it commit (or roll back) together.
 */
export function createNotifications(db: Database, publishWithin: PublishWithin) {
  const publish = (tx: Queryable, row: NotificationRow, notification: Notification) =>
    publishWithin(tx, notification['@id'], notification, [audience.user(row.user_id)]);

  return {
    /**
     * `notify(tx, { userId, title, message, link })`: stores a notice for
     * `userId` on `tx` (pass the open transaction of the change that causes it)
     * and publishes it to `urn:app:user:{userId}` in that same transaction.
     * Answers the created Notification.
     */
    async notify(tx: Queryable, notice: Notice): Promise<Notification> {
      const [row] = await tx.query<NotificationRow>(
        sql`INSERT INTO notifications (user_id, title, message, link)
            VALUES (${notice.userId}, ${notice.title}, ${notice.message}, ${notice.link}) RETURNING *`,
      );
      if (!row) throw new Error('INSERT returned nothing');
      const notification = toNotification(row);
      await publish(tx, row, notification);
      return notification;
    },
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
        const notification = toNotification(row);
        await publish(tx, row, notification);
        return notification;
      });
    },
    /** Marks every unseen, undeleted notice of the user seen in one statement, and tells each to the owner's tabs; answers how many. */
    markAllSeen(userId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<NotificationRow>(
          sql`UPDATE notifications SET seen = TRUE WHERE user_id = ${userId} AND NOT seen AND NOT deleted RETURNING *`,
        );
        for (const row of rows) await publish(tx, row, toNotification(row));
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
    app.decorate('notifications', createNotifications(app.db, app.publishUpdateWithin));
  },
  { name: 'notifications-service', dependencies: ['db', 'live-updates'] },
);
