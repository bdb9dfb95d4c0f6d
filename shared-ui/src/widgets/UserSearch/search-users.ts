import type { UserSummary } from '@portal/shared-api';

/** Searching starts above this many typed characters. */
export const MIN_SEARCH_LENGTH = 2;

/** Lower case without accents, so "garcia" finds "García". */
function comparable(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The users whose name or e-mail contains `text` (case and accents ignored),
 * never deleted ones; none until the trimmed text has more than 2 characters.
 */
export function searchUsers<U extends Pick<UserSummary, 'name' | 'email' | 'deleted'>>(users: readonly U[], text: string): U[] {
  const needle = comparable(text.trim());
  if (needle.length <= MIN_SEARCH_LENGTH) return [];
  // Some servers send deleted as 0/1.
  return users.filter((user) => !user.deleted && (comparable(user.name).includes(needle) || comparable(user.email).includes(needle)));
}
