export { displayName } from './display-name';
export { MIN_SEARCH_LENGTH, searchUsers } from './search-users';
export { UserSearch } from './UserSearch';
