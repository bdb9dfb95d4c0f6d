import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';

/**
 * The five tag columns of a task, in the order of a `tags_user` value
 * (docs/api-contract.md §3.2): Prioridad, Autorización, Haciéndose, Entregado, Revisado,
 * i.e. tag types 1 to 5.
 */
export const TAG_COLUMNS = [
  { typeId: 1, name: 'Prioridad' },
  { typeId: 2, name: 'Autorización' },
  { typeId: 3, name: 'Haciéndose' },
  { typeId: 4, name: 'Entregado' },
  { typeId: 5, name: 'Revisado' },
] as const;

/** Tags 1–5 (one per tag type) when the requester has no `tags_user` row for the team (docs/api-contract.md M5). */
export const DEFAULT_TAG_IDS = [1, 2, 3, 4, 5];

/**
 * The tags a new task starts with (docs/api-contract.md §9): those of the requester's
 * `tags_user` configuration for the team, otherwise the defaults; tags deleted
 * since are skipped.
 */
export async function defaultTaskTagIds(db: Queryable, requesterId: number, teamId: number): Promise<number[]> {
  const [configured] = await db.query<{ value: unknown }>(
    sql`SELECT value FROM configurations WHERE name = 'tags_user' AND user_id = ${requesterId} AND data = ${String(teamId)}`,
  );
  const wanted = Array.isArray(configured?.value) ? configured.value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : DEFAULT_TAG_IDS;
  const existing = await db.query<{ id: number }>(sql`SELECT id FROM tags WHERE id = ANY(${wanted}) ORDER BY id`);
  return existing.map((tag) => tag.id);
}
