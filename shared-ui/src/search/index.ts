export { comparable, MIN_SEARCH_LENGTH, searchByText } from './text-search';
