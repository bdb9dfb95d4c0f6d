export { MIN_SEARCH_LENGTH } from '@portal/shared-api';
export { displayName, firstName } from './display-name';
export { UserSearch } from './UserSearch';
export { SEARCH_DEBOUNCE_MS, type UserSearchState, useUserSearch } from './use-user-search';
