export { Avatar, DEFAULT_AVATAR_SRC } from './Avatar';
export { type Choice, ChoiceSelect } from './ChoiceSelect';
export { ConfirmModal, focusableIn, keepTabInside } from './ConfirmModal';
export { DANGER_ZONE_TITLE, DangerZone } from './DangerZone';
export {
  DepartmentTeamPicker,
  NO_TEAM_CHOICE,
  onlyQueryChanged,
  readTeamChoice,
  searchWithChoice,
  TEAM_CHOICE_PARAMS,
  type TeamChoice,
  type TeamChoiceParams,
  useTeamChoice,
  withOnlyChoices,
} from './DepartmentTeamPicker';
export { EmptyState } from './EmptyState';
export { type Decision, type DecisionFact, DecisionList, type DecisionRequest, type DecisionTexts, initialsOf, type RejectMode } from './DecisionList';
export { CardLoadError, ErrorState } from './ErrorState';
export { acceptFor, checkUploadFile, EMPTY_FILE_MESSAGE, FileInput } from './FileInput';
export { Loader } from './Loader';
export { Pager } from './Pager';
export { LockNotice, type ShortWeek } from './LockNotice';
export { ScrollTable, type TableColumn } from './ScrollTable';
export { displayName, MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, UserSearch, useUserSearch } from './UserSearch';
export { Switch } from './Switch';
export { dayRanges, WEEK_DAYS, WeekDayHeaders, WeeklySchedule } from './WeeklySchedule';
export { ensureRunningClocks, forgottenClockHours, LONG_CLOCK_HOURS, useClockToggle, WorkClock } from './WorkClock';
export { WidgetCount } from './WidgetCount';
