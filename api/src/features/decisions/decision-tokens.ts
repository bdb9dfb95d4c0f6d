import { INVALID_LINK } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { hashLinkToken, newLinkToken } from '../../core/security/link-tokens.ts';

export type DecisionAction = 'accept' | 'reject';
/** The name a feature registered its kind of request under (`holiday`, `schedule`, `justification`, `task`). */
export type DecisionKind = string;
export type DecisionTokenRow = { id: number; approver_id: number; kind: DecisionKind; item_id: number; action: DecisionAction };

export const DECISION_TOKEN_DAYS = 7;
export { INVALID_LINK };
export const ALREADY_HANDLED = 'Esta solicitud ya ha sido gestionada.';

/** A new random token for one approver, item and action; only its hash is stored. */
export async function issueDecisionToken(db: Queryable, approverId: number, kind: DecisionKind, itemId: number, action: DecisionAction): Promise<string> {
  const token = newLinkToken();
  await db.query(
    sql`INSERT INTO decision_tokens (token_hash, approver_id, kind, item_id, action, expires_at)
        VALUES (${hashLinkToken(token)}, ${approverId}, ${kind}, ${itemId}, ${action}, now() + make_interval(days => ${DECISION_TOKEN_DAYS}))`,
  );
  return token;
}

/** The token's row while it is unused and unexpired. */
export async function liveDecisionToken(db: Queryable, token: string): Promise<DecisionTokenRow | undefined> {
  const [row] = await db.query<DecisionTokenRow>(
    sql`SELECT id, approver_id, kind, item_id, action FROM decision_tokens
        WHERE token_hash = ${hashLinkToken(token)} AND used_at IS NULL AND expires_at > now()`,
  );
  return row;
}

/** Spends the token; false when another use got there first. */
export async function spendDecisionToken(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(sql`UPDATE decision_tokens SET used_at = now() WHERE id = ${id} AND used_at IS NULL RETURNING id`)).length > 0;
}

/** Once an item is decided, none of its links may decide it again. */
export async function spendTokensOf(db: Queryable, kind: DecisionKind, itemId: number): Promise<void> {
  await db.query(sql`UPDATE decision_tokens SET used_at = now() WHERE kind = ${kind} AND item_id = ${itemId} AND used_at IS NULL`);
}

/** Makes a spent token usable again: its decision was refused and may be retried. */
export async function restoreDecisionToken(db: Queryable, id: number): Promise<void> {
  await db.query(sql`UPDATE decision_tokens SET used_at = NULL WHERE id = ${id}`);
}
