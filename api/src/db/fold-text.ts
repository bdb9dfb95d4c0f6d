import sql, { type Sql } from 'sql-template-tag';

const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/**
 * `value` without Spanish accents and in lower case, for accent- and
 * case-insensitive matching that works the same on PGlite and PostgreSQL
 * (no `unaccent` extension, no collation dependence).
 */
export function foldText(value: Sql): Sql {
  return sql`lower(translate(${value}, ${ACCENTED}, ${PLAIN}))`;
}
