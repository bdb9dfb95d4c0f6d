import { errorMessageFrom, isSearchable, searchUserSummaries, USER_SEARCH_LIMIT, type UserSearchScope, type UserSummary } from '@portal/shared-api';
import { useEffect, useState } from 'react';

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type UserSearchState =
  | { status: 'idle' | 'loading'; users: [] }
  | { status: 'done'; users: UserSummary[] }
  | { status: 'error'; users: []; message: string };

const IDLE: UserSearchState = { status: 'idle', users: [] };

/**
 * Server-side user search for a picker: nothing until the text has more than
 * 2 characters, one request per pause in typing, and a newer text aborts the
 * request still running for the older one. `extra` asks for a few more
 * matches when some will be left out by the caller; `scope` narrows the
 * search (one department, or the people the caller may grant time caps to).
 */
export function useUserSearch(text: string, extra = 0, scope: UserSearchScope = {}): UserSearchState {
  const { department, timeCapGrantable, enrollable } = scope;
  const [state, setState] = useState<UserSearchState>(IDLE);
  useEffect(() => {
    if (!isSearchable(text)) {
      setState(IDLE);
      return;
    }
    setState({ status: 'loading', users: [] });
    const controller = new AbortController();
    // Rebuilt from its parts, so a scope object made anew on each render asks nothing again.
    const narrowed: UserSearchScope = {
      ...(department !== undefined && { department }),
      ...(timeCapGrantable && { timeCapGrantable }),
      ...(enrollable && { enrollable }),
    };
    const timer = setTimeout(() => {
      searchUserSummaries(text, { signal: controller.signal }, Math.min(USER_SEARCH_LIMIT + extra, 100), narrowed).then(
        (users) => {
          if (!controller.signal.aborted) setState({ status: 'done', users });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', users: [], message: errorMessageFrom(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, extra, department, timeCapGrantable, enrollable]);
  return state;
}
