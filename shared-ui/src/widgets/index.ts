export { Avatar, DEFAULT_AVATAR_SRC } from './Avatar';
export { type Choice, ChoiceSelect } from './ChoiceSelect';
export { ConfirmModal, focusableIn, keepTabInside } from './ConfirmModal';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { acceptFor, checkUploadFile, EMPTY_FILE_MESSAGE, FileInput } from './FileInput';
export { Loader } from './Loader';
export { displayName, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, UserSearch, useUserSearch } from './UserSearch';
export { WEEK_DAYS, WeekDayHeaders, WeeklySchedule } from './WeeklySchedule';
