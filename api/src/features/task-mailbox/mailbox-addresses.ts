/**
 * An address is either a person's account or a team's task mailbox, never both: mail the portal sends to
 * an account (reset, invitation and decision links) would otherwise land on the team's board.
 */
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';

export const MAILBOX_ADDRESS_MESSAGES = {
  IS_TEAM_MAILBOX: 'La dirección es el buzón de tareas de un equipo',
  IS_ACCOUNT: 'La dirección es la de una cuenta del portal',
} as const;

/** Whether a team, deleted ones too (they may come back), reads the mailbox `email`. */
export async function isTeamMailbox(db: Queryable, email: string): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM teams WHERE lower(task_inbox_username) = lower(${email.trim()}) LIMIT 1`)).length > 0;
}

/** Whether an account, deleted ones too, has the address `email`, or waits to confirm it as its new one. */
export async function isAccountAddress(db: Queryable, email: string): Promise<boolean> {
  const address = email.trim();
  const rows = await db.query(
    sql`SELECT 1 FROM users WHERE lower(email) = lower(${address})
        UNION ALL
        SELECT 1 FROM email_changes WHERE lower(new_email) = lower(${address}) AND confirmed_at IS NULL AND cancelled_at IS NULL AND confirm_expires_at > now()
        LIMIT 1`,
  );
  return rows.length > 0;
}
