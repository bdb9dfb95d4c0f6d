import type { UserSummary } from '@portal/shared-api';
import { MIN_SEARCH_LENGTH, searchByText } from '../../search';

export { MIN_SEARCH_LENGTH };

/** The users whose name or e-mail contains `text` (the shared search rule of `src/search`). */
export function searchUsers<U extends Pick<UserSummary, 'name' | 'email' | 'deleted'>>(users: readonly U[], text: string): U[] {
  return searchByText(users, text, (user) => [user.name, user.email]);
}
