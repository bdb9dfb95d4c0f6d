/**
 * The user-search rules the API and the picker share (React-free, no imports,
 * so the server can use it too).
 */

/** Searching starts above this many typed characters (contract: "more than 2 characters"). */
export const MIN_SEARCH_LENGTH = 2;

/** Lower case without accents, so "garcia" finds "García"; the API folds stored names and e-mails the same way. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Whether the trimmed text is long enough to search for. */
export function isSearchable(text: string): boolean {
  return text.trim().length > MIN_SEARCH_LENGTH;
}
