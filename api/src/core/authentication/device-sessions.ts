import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';
import type { DataChanges } from '../response-cache/data-changes.ts';

/** Sessions whose row is kept at once. */
const SESSIONS_KEPT = 10_000;
/** Last use is recorded at most this often per session: a request must not always write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Read afresh, for the checks that run because a session may just have ended. */
export async function deviceSessionExists(db: Queryable, sessionId: number, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM user_sessions WHERE id = $1 AND user_id = $2', [sessionId, userId]);
  return rows.length > 0;
}

/**
 * Ends every device session of a person (password change, ban, deletion): the
 * deleted rows are what ends their open live streams, on every instance, and
 * what keeps them off 'Sesiones abiertas'.
 */
export async function endEverySession(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
}

type Kept = { stamp: string; owner: Promise<number | undefined>; touchedAt: number };

/**
 * Whether a token's device session still exists. Ended sessions are deleted
 * rows, announced as changes of the accounts, so a session seen alive is kept
 * until the next such change. The check itself is kept while it runs, so the
 * requests a page sends at once after a sign-in share one.
 */
export function createDeviceSessionCheck(db: Queryable, dataChanges: DataChanges) {
  const kept = new LRUCache<number, Kept>({ max: SESSIONS_KEPT });

  async function touch(sessionId: number, entry: Kept): Promise<void> {
    const now = Date.now();
    if (now - entry.touchedAt < TOUCH_INTERVAL_MS) return;
    entry.touchedAt = now;
    await db.query('UPDATE user_sessions SET last_used_at = now() WHERE id = $1', [sessionId]);
  }

  const ownerOf = async (sessionId: number): Promise<number | undefined> =>
    (await db.query<{ user_id: number }>('UPDATE user_sessions SET last_used_at = now() WHERE id = $1 RETURNING user_id', [sessionId]))[0]?.user_id;

  return async function isAlive(sessionId: number, userId: number): Promise<boolean> {
    const stamp = dataChanges.stamp(['accounts']);
    if (stamp === undefined) return (await ownerOf(sessionId)) === userId;
    const current = kept.get(sessionId);
    if (current?.stamp === stamp) {
      const owner = await current.owner;
      if (owner === undefined) return false;
      await touch(sessionId, current);
      return owner === userId;
    }
    const entry: Kept = { stamp, owner: ownerOf(sessionId), touchedAt: Date.now() };
    kept.set(sessionId, entry);
    // An ended session is not kept: the next request reads again.
    const forget = () => {
      if (kept.get(sessionId) === entry) kept.delete(sessionId);
    };
    entry.owner.then((owner) => owner === undefined && forget(), forget);
    return (await entry.owner) === userId;
  };
}
