import type { Queryable } from '../../core/db/database.ts';

/** Row count and a checksum of every row's text, per table of `public` (`skip` left out), plus each sequence's position. */
export async function tableChecksums(db: Queryable, skip: string[] = []): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    if (skip.includes(name)) continue;
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await db.query<{ rows: number; sum: string }>(
      `SELECT count(*)::integer AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text COLLATE "C"), '')) AS sum FROM public.${quoted} t`,
    );
    sums[name] = `${row?.rows}:${row?.sum}`;
  }
  for (const sequence of await db.query<{ name: string; position: string | null }>(
    `SELECT sequencename AS name, last_value::text AS position FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  )) {
    if (!skip.some((table) => sequence.name.startsWith(`${table}_`))) sums[`sequence ${sequence.name}`] = String(sequence.position);
  }
  return sums;
}
