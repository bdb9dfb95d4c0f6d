/**
 * The portal's one rule for "type part of a name" pickers (users, teams):
 * case and accents ignored, nothing until more than 2 characters are typed,
 * deleted items never offered (spec 02 §9).
 */

/** Searching starts above this many typed characters. */
export const MIN_SEARCH_LENGTH = 2;

/** Lower case without accents, so "garcia" finds "García". */
export function comparable(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The items not deleted one of whose `texts` contains `text`; none while the trimmed text is too short. */
export function searchByText<T extends { deleted?: boolean | number | null }>(
  items: readonly T[],
  text: string,
  texts: (item: T) => readonly (string | null | undefined)[],
): T[] {
  const needle = comparable(text.trim());
  if (needle.length <= MIN_SEARCH_LENGTH) return [];
  // Some servers send deleted as 0/1.
  return items.filter((item) => !item.deleted && texts(item).some((value) => comparable(value).includes(needle)));
}
