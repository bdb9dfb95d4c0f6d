/**
 * Password-setting links: a reset (1 hour) or an invitation (7 days). The
 * link carries 32 random bytes; only their SHA-256 is stored, so a copy of
 * the database opens no account. A new reset link voids the older reset
 * links, never a live invitation: anyone may ask for a reset, so a request must
 * not take away the link a newcomer was sent. A new invitation voids every
 * older link, and setting the password with any link voids all the others.
 */
import { INVALID_LINK } from '@portal/shared-api/rules';
import sql, { empty } from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { hashLinkToken, newLinkToken } from '../../core/security/link-tokens.ts';

export type TokenPurpose = 'reset' | 'invitation';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = { reset: 60 * 60, invitation: 7 * 24 * 60 * 60 };

export { INVALID_LINK };

export type LiveToken = { userId: number; purpose: TokenPurpose };

/** Usable links only: unspent, unexpired, of an account that may still sign in. */
const LIVE = sql`t.used_at IS NULL AND t.expires_at > now() AND NOT u.deleted AND NOT u.banned`;

export function createPasswordTokens(db: Queryable) {
  /** Every unspent link of the person stops working (a new invitation, an address the account no longer has). */
  async function voidAll(userId: number): Promise<void> {
    await db.query(sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`);
  }

  return {
    voidAll,
    /** A fresh link for the user; their older links of the kinds it replaces stop working. Returns the token to mail. */
    async issue(userId: number, purpose: TokenPurpose): Promise<string> {
      const token = newLinkToken();
      const replaced = purpose === 'reset' ? sql`AND purpose = 'reset'` : empty;
      await db.query(sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL ${replaced}`);
      await db.query(
        sql`INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at)
            VALUES (${userId}, ${hashLinkToken(token)}, ${purpose}, now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[purpose]}))`,
      );
      return token;
    },
    async check(token: string): Promise<LiveToken | undefined> {
      const [row] = await db.query<{ user_id: number; purpose: TokenPurpose }>(
        sql`SELECT t.user_id, t.purpose FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
            WHERE t.token_hash = ${hashLinkToken(token)} AND ${LIVE}`,
      );
      return row && { userId: row.user_id, purpose: row.purpose };
    },
    /** Spends the link, and voids the person's other links; undefined when it was not usable (or another request spent it first). */
    async spend(token: string): Promise<LiveToken | undefined> {
      const [row] = await db.query<{ user_id: number; purpose: TokenPurpose }>(
        sql`UPDATE password_reset_tokens t SET used_at = now() FROM users u
            WHERE u.id = t.user_id AND t.token_hash = ${hashLinkToken(token)} AND ${LIVE}
            RETURNING t.user_id, t.purpose`,
      );
      if (!row) return undefined;
      await voidAll(row.user_id);
      return { userId: row.user_id, purpose: row.purpose };
    },
  };
}
