import sql, { type Sql } from 'sql-template-tag';

/**
 * `value` without Spanish accents and in lower case, for accent- and
 * case-insensitive matching that works the same on PGlite and PostgreSQL (no
 * `unaccent`, no collation dependence): the immutable SQL function of
 * migration 090, which the trigram index on task names also holds.
 */
export function foldText(value: Sql): Sql {
  return sql`fold_text(${value})`;
}

/** A LIKE pattern matching any text that contains `text` literally (`%`, `_` and `\` escaped). */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
