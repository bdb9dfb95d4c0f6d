import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import type { JsonObject } from '../../core/json-ld/json-ld.ts';

type Facts = { id: number; requester_name: string | null; request_message: string | null };

/**
 * What a manager needs to decide a requested task: who asks, by name (the
 * person whose e-mail the request carries, else whoever created it), and the
 * request's own text, its first message. Only for tasks the caller already sees.
 */
export async function withRequestedTaskFacts(db: Queryable, members: JsonObject[]): Promise<JsonObject[]> {
  const ids = members.map((member) => Number(member.id));
  if (ids.length === 0) return members;
  const rows = await db.query<Facts>(
    sql`SELECT k.id,
               coalesce((SELECT nullif(btrim(u.name), '') FROM users u WHERE lower(u.email) = lower(k.email) ORDER BY u.deleted, u.id LIMIT 1),
                        (SELECT nullif(btrim(u.name), '') FROM users u WHERE u.id = k.created_by_id)) AS requester_name,
               (SELECT m.message FROM task_messages m WHERE m.task_id = k.id AND NOT m.deleted ORDER BY m.id LIMIT 1) AS request_message
        FROM tasks k WHERE k.id = ANY(${ids})`,
  );
  const factsOf = new Map(rows.map((row) => [row.id, row]));
  return members.map((member) => {
    const facts = factsOf.get(Number(member.id));
    return { ...member, requesterName: facts?.requester_name ?? null, requestMessage: facts?.request_message ?? null };
  });
}
