import sql from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import { defaultTaskTagIds } from '../tasks/default-task-tags.ts';

/** A team whose mailbox can be read: it is live and has both credentials. */
export type MailboxTeam = {
  id: number;
  name: string;
  manager_id: number | null;
  department_id: number;
  subdepartment_id: number | null;
  username: string;
  password_sealed: string;
};

export type MailboxState = {
  credentials: string | null;
  last_read_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  failures: number;
  next_attempt_at: Date | null;
  error_notified: boolean;
};

export type MailOutcome = 'task' | 'reply' | 'rejected';

export type HandledMail = {
  teamId: number;
  messageId: string;
  outcome: MailOutcome;
  sender: string | null;
  /** Whether the trusted receiving server vouched for `sender`. */
  verified: boolean;
  subject: string | null;
  reason: string | null;
};

/** A file of a mail, already checked against the attachment rules and written to the file storage. */
export type StoredAttachment = { name: string; storageKey: string; mimeType: string; size: number };

export type NewMailTask = { teamId: number; name: string; email: string; requesterId: number | null; authorId: number; messages: string[] };

const REQUESTED = 2;

/** Namespace of the per-team locks of the connection tests (the other key is the team id). */
const CONNECTION_TESTS_LOCK_CLASS = 748_201_355;

/** The SQL of the incoming task mailboxes: leases, read state, the handled mail and what it creates. */
export function createTaskMailboxRepository(db: Database) {
  return {
    async teamsWithMailbox(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        sql`SELECT id FROM teams WHERE NOT deleted AND task_inbox_username IS NOT NULL AND task_inbox_password_encrypted IS NOT NULL ORDER BY id`,
      );
      return rows.map((row) => row.id);
    },
    async team(id: number): Promise<MailboxTeam | undefined> {
      const [row] = await db.query<MailboxTeam>(
        sql`SELECT id, name, user_id AS manager_id, department_id, subdepartment_id, task_inbox_username AS username, task_inbox_password_encrypted AS password_sealed
            FROM teams WHERE id = ${id} AND NOT deleted AND task_inbox_username IS NOT NULL AND task_inbox_password_encrypted IS NOT NULL`,
      );
      return row;
    },
    /**
     * Takes the team's mailbox for `holder` until `seconds` from now, unless
     * another holder's lease is still running; true when taken. One statement,
     * so two instances can never both hold it.
     */
    async takeLease(teamId: number, holder: string, seconds: number): Promise<boolean> {
      const rows = await db.query(
        sql`INSERT INTO task_mailboxes (team_id, lease_holder, lease_until) VALUES (${teamId}, ${holder}, now() + make_interval(secs => ${seconds}))
            ON CONFLICT (team_id) DO UPDATE SET lease_holder = EXCLUDED.lease_holder, lease_until = EXCLUDED.lease_until
            WHERE task_mailboxes.lease_holder IS NULL OR task_mailboxes.lease_until < now()
            RETURNING team_id`,
      );
      return rows.length > 0;
    },
    /** Extends a lease `holder` still holds; false when it lost it (it ran out and another reader took it). */
    async renewLease(teamId: number, holder: string, seconds: number): Promise<boolean> {
      const rows = await db.query(
        sql`UPDATE task_mailboxes SET lease_until = now() + make_interval(secs => ${seconds})
            WHERE team_id = ${teamId} AND lease_holder = ${holder} RETURNING team_id`,
      );
      return rows.length > 0;
    },
    async releaseLease(teamId: number, holder: string): Promise<void> {
      await db.query(sql`UPDATE task_mailboxes SET lease_holder = NULL, lease_until = NULL WHERE team_id = ${teamId} AND lease_holder = ${holder}`);
    },
    /** The read state, reset when the credentials changed since it was written. */
    async state(teamId: number, credentials: string): Promise<MailboxState> {
      const [row] = await db.query<MailboxState>(
        sql`UPDATE task_mailboxes SET credentials = ${credentials},
              failures = CASE WHEN credentials IS DISTINCT FROM ${credentials} THEN 0 ELSE failures END,
              next_attempt_at = CASE WHEN credentials IS DISTINCT FROM ${credentials} THEN NULL ELSE next_attempt_at END,
              error_notified = CASE WHEN credentials IS DISTINCT FROM ${credentials} THEN false ELSE error_notified END,
              last_error = CASE WHEN credentials IS DISTINCT FROM ${credentials} THEN NULL ELSE last_error END
            WHERE team_id = ${teamId}
            RETURNING credentials, last_read_at, last_attempt_at, last_error, failures, next_attempt_at, error_notified`,
      );
      if (!row) throw new Error('The mailbox row is created with its lease');
      return row;
    },
    /**
     * Counts one connection test of the team's mailbox, unless `limit` were made in the last hour:
     * then the seconds until the oldest of them leaves the hour, and nothing is counted. Under a
     * per-team lock, so parallel requests to any instance cannot pass the limit together.
     */
    takeConnectionTest(teamId: number, limit: number): Promise<{ retryAfterSeconds: number } | null> {
      return db.transaction(async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(${CONNECTION_TESTS_LOCK_CLASS}, ${teamId})`);
        await tx.query(sql`DELETE FROM task_mailbox_tests WHERE team_id = ${teamId} AND tested_at <= now() - interval '1 hour'`);
        const [window] = await tx.query<{ count: number; free_in: number | null }>(
          sql`SELECT count(*)::int AS count, ceil(extract(epoch FROM min(tested_at) + interval '1 hour' - now()))::int AS free_in
              FROM task_mailbox_tests WHERE team_id = ${teamId}`,
        );
        if ((window?.count ?? 0) >= limit) return { retryAfterSeconds: Math.max(1, window?.free_in ?? 1) };
        await tx.query(sql`INSERT INTO task_mailbox_tests (team_id) VALUES (${teamId})`);
        return null;
      });
    },
    async recordSuccess(teamId: number): Promise<void> {
      await db.query(
        sql`UPDATE task_mailboxes SET last_read_at = now(), last_attempt_at = now(), last_error = NULL, failures = 0,
              next_attempt_at = NULL, error_notified = false
            WHERE team_id = ${teamId}`,
      );
    },
    /** Records a failed read and when to try again; `notify` runs (in the same transaction) only for the first failure in a row. */
    recordFailure(teamId: number, error: string, retryInSeconds: number, notify: (tx: Queryable) => Promise<void>): Promise<void> {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<{ error_notified: boolean }>(sql`SELECT error_notified FROM task_mailboxes WHERE team_id = ${teamId} FOR UPDATE`);
        if (before && !before.error_notified) await notify(tx);
        await tx.query(
          sql`UPDATE task_mailboxes SET last_attempt_at = now(), last_error = ${error}, failures = failures + 1, error_notified = true,
                next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
              WHERE team_id = ${teamId}`,
        );
      });
    },
    /**
     * How many of `sender`'s mails became tasks or messages of the team in the last hour, among those
     * vouched for or among the others (`verified`): a forger cannot use up the limit of the real sender.
     */
    async acceptedLastHour(teamId: number, sender: string, verified: boolean): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM task_mailbox_messages
            WHERE team_id = ${teamId} AND sender = ${sender} AND verified = ${verified} AND outcome <> 'rejected'
              AND created_at > now() - interval '1 hour'`,
      );
      return row?.count ?? 0;
    },
    /** The outcome of a mail already handled, or undefined. */
    async handled(teamId: number, messageId: string): Promise<MailOutcome | undefined> {
      const [row] = await db.query<{ outcome: MailOutcome }>(
        sql`SELECT outcome FROM task_mailbox_messages WHERE team_id = ${teamId} AND message_id = ${messageId}`,
      );
      return row?.outcome;
    },
    /**
     * Records the mail and runs `create` in the same transaction, so a mail is
     * either recorded with what it made or not at all. Returns false when it
     * was recorded already (another reader, or a read cut short before the move).
     */
    recordMail<T>(mail: HandledMail, create: (tx: Queryable) => Promise<{ taskId: number | null; result: T }>): Promise<{ result: T } | false> {
      return db.transaction(async (tx) => {
        const [recorded] = await tx.query<{ id: number }>(
          sql`INSERT INTO task_mailbox_messages (team_id, message_id, outcome, sender, verified, subject, reason)
              VALUES (${mail.teamId}, ${mail.messageId}, ${mail.outcome}, ${mail.sender}, ${mail.verified}, ${mail.subject?.slice(0, 500) ?? null}, ${mail.reason})
              ON CONFLICT (team_id, message_id) DO NOTHING RETURNING id`,
        );
        if (!recorded) return false;
        const { taskId, result } = await create(tx);
        if (taskId !== null) await tx.query(sql`UPDATE task_mailbox_messages SET task_id = ${taskId} WHERE id = ${recorded.id}`);
        if (mail.outcome === 'rejected') {
          await tx.query(sql`UPDATE task_mailboxes SET rejected_unreported = rejected_unreported + 1 WHERE team_id = ${mail.teamId}`);
        }
        return { result };
      });
    },
    /** The count of rejected mail not yet reported, taken (reset) when no report went out in the last day; 0 otherwise. */
    async takeRejectedReport(tx: Queryable, teamId: number): Promise<number> {
      const [row] = await tx.query<{ count: number; due: boolean }>(
        sql`SELECT rejected_unreported AS count, (rejected_reported_at IS NULL OR rejected_reported_at < now() - interval '1 day') AS due
            FROM task_mailboxes WHERE team_id = ${teamId} FOR UPDATE`,
      );
      if (!row || row.count === 0 || !row.due) return 0;
      await tx.query(sql`UPDATE task_mailboxes SET rejected_unreported = 0, rejected_reported_at = now() WHERE team_id = ${teamId}`);
      return row.count;
    },
    /** The account with this address, deleted and banned ones too: they may not act through mail either. */
    async userByEmail(email: string): Promise<{ id: number; mayAct: boolean } | undefined> {
      const [row] = await db.query<{ id: number; mayAct: boolean }>(
        sql`SELECT id, NOT deleted AND NOT banned AS "mayAct" FROM users WHERE lower(email) = lower(${email})`,
      );
      return row;
    },
    async taskOfTeam(taskId: number, teamId: number): Promise<{ id: number; email: string | null } | undefined> {
      const [row] = await db.query<{ id: number; email: string | null }>(
        sql`SELECT id, email FROM tasks WHERE id = ${taskId} AND team_id = ${teamId} AND NOT deleted`,
      );
      return row;
    },
    async createTask(tx: Queryable, task: NewMailTask): Promise<number> {
      const [created] = await tx.query<{ id: number }>(
        sql`INSERT INTO tasks (name, team_id, status_id, incident, email, created_by_id)
            VALUES (${task.name}, ${task.teamId}, ${REQUESTED}, true, ${task.email}, ${task.requesterId}) RETURNING id`,
      );
      if (!created) throw new Error('INSERT returned nothing');
      for (const message of task.messages) await this.addMessage(tx, created.id, task.authorId, message);
      const tagIds = task.requesterId === null ? [] : await defaultTaskTagIds(tx, task.requesterId, task.teamId);
      for (const tagId of tagIds) await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) VALUES (${created.id}, ${tagId})`);
      return created.id;
    },
    async addMessage(tx: Queryable, taskId: number, authorId: number, message: string): Promise<number> {
      const [row] = await tx.query<{ id: number }>(
        sql`INSERT INTO task_messages (task_id, user_id, message) VALUES (${taskId}, ${authorId}, ${message}) RETURNING id`,
      );
      if (!row) throw new Error('INSERT returned nothing');
      return row.id;
    },
    /** Links a stored file to the task, or to one of its messages (so it shows with the message and in the task's files). */
    async addFile(tx: Queryable, taskId: number, messageId: number | null, authorId: number, file: StoredAttachment): Promise<void> {
      await tx.query(
        sql`INSERT INTO media_objects (name, storage_key, mime_type, size, task_id, task_message_id, entity, entity_id, created_by_id)
            VALUES (${file.name}, ${file.storageKey}, ${file.mimeType}, ${file.size}, ${taskId}, ${messageId},
                    ${messageId === null ? 'Task' : 'TaskMessage'}, ${messageId ?? taskId}, ${authorId})`,
      );
    },
    /** What the team's panel shows: the state, tasks made in the last 7 days and the latest handled mail. */
    async panel(teamId: number) {
      const [state] = await db.query<{ last_read_at: Date | null; last_attempt_at: Date | null; last_error: string | null; next_attempt_at: Date | null }>(
        sql`SELECT last_read_at, last_attempt_at, last_error, next_attempt_at FROM task_mailboxes WHERE team_id = ${teamId}`,
      );
      const [counted] = await db.query<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM task_mailbox_messages WHERE team_id = ${teamId} AND outcome = 'task' AND created_at > now() - interval '7 days'`,
      );
      const log = await db.query<{ created_at: Date; outcome: MailOutcome; sender: string | null; subject: string | null; reason: string | null; task_id: number | null }>(
        sql`SELECT created_at, outcome, sender, subject, reason, task_id FROM task_mailbox_messages WHERE team_id = ${teamId}
            ORDER BY created_at DESC, id DESC LIMIT 20`,
      );
      return { state, tasksLast7Days: counted?.count ?? 0, log };
    },
  };
}

export type TaskMailboxRepository = ReturnType<typeof createTaskMailboxRepository>;
