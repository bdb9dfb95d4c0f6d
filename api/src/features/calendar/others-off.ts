import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { type UserScope, userInScope } from '../../core/authorization/scope-sql.ts';

/** A request's period whose requester's teammates a manager wants to know away: `key` names the request. */
export type PeriodOfRequest = { key: number; userId: number; from: Date; until: Date };

/**
 * Who else of the requester's (live) teams is away during each period, by
 * name: accepted holidays and accepted justifications that overlap it. Only
 * people in `scope` are named, the scope that lets the reader see the request
 * itself, so the list never tells a manager about someone they do not manage.
 */
export async function othersOff(db: Queryable, periods: PeriodOfRequest[], scope: UserScope): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(periods.map((period) => [period.key, []]));
  if (periods.length === 0) return names;
  const rows = await db.query<{ key: number; name: string }>(
    sql`WITH asked AS (
          SELECT * FROM unnest(${periods.map((p) => p.key)}::int[], ${periods.map((p) => p.userId)}::int[],
                               ${periods.map((p) => p.from.toISOString())}::text[], ${periods.map((p) => p.until.toISOString())}::text[])
                 AS a(key, user_id, from_text, until_text)
        ), periods AS (
          SELECT key, user_id, from_text::timestamptz AS from_at, until_text::timestamptz AS until_at FROM asked
        )
        SELECT DISTINCT p.key, coalesce(nullif(btrim(u.name), ''), split_part(u.email, '@', 1)) AS name
        FROM periods p
        JOIN user_teams mine ON mine.user_id = p.user_id
        JOIN teams t ON t.id = mine.team_id AND NOT t.deleted
        JOIN user_teams mate ON mate.team_id = mine.team_id AND mate.user_id <> p.user_id
        JOIN users u ON u.id = mate.user_id AND NOT u.deleted
        WHERE ${userInScope('u.id', scope)}
          AND (EXISTS (SELECT 1 FROM calendar_assignments ca
                       WHERE ca.user_id = u.id AND ca.managed AND ca.authorized AND ca.start_at <= p.until_at AND ca.end_at >= p.from_at)
            OR EXISTS (SELECT 1 FROM justifications j
                       WHERE j.user_id = u.id AND j.status AND j.authorized AND j.start_at <= p.until_at AND j.end_at >= p.from_at))
        ORDER BY p.key, name`,
  );
  for (const row of rows) names.get(row.key)?.push(row.name);
  return names;
}
