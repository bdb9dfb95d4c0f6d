/**
 * Rules the API enforces and the screens check before sending, in one
 * dependency-free place (`@portal/shared-api/rules`): the API imports it too,
 * so both sides cannot drift.
 */
export { EMAIL_MAX_LENGTH, isEmail } from './email';
export { INVALID_LINK } from './email-links';
export { AUDIENCE_TOPICS } from './live-topics';
export { MAILBOX_PASSWORD_MIN_LENGTH, mailboxPasswordProblem, USER_PASSWORD_MIN_LENGTH, userPasswordProblem } from './passwords';
export {
  type EnrollingCaller,
  isEnrollableByManager,
  mayChangeDepartmentManager,
  mayChangeDepartmentMembers,
  mayEnrolOutsideDepartment,
  mayRestoreDepartment,
  type TeamEnrolmentScope,
  teamEnrolmentScope,
} from './organisation-rules';
export {
  daysInRange,
  endBeforeStart,
  isUserReportType,
  MAX_REPORT_DAYS,
  MAX_TEAM_REPORT_DAYS,
  MIN_TASK_SEARCH_LENGTH,
  periodTooLong,
  REPORT_MESSAGES,
  USER_REPORT_TYPES,
  type UserReportType,
} from './report-rules';
export { isKnownRole, KNOWN_ROLES, ROLES, type Role } from './roles';
export { type GuardedScreen, holdsScreenRole, SCREEN_ROLES } from './screen-roles';
export {
  isRasterImage,
  isUploadEntity,
  MAX_UPLOAD_BYTES,
  UPLOAD_ENTITIES,
  UPLOAD_RULES,
  type UploadEntity,
  type UploadKind,
  type UploadRule,
  uploadKindOf,
} from './upload-rules';
export { VALIDATION_MESSAGES } from './validation-messages';
export {
  AUTO_TASK_CADENCE,
  AUTO_TASK_DEFAULT_TAGS,
  AUTO_TASK_DUE,
  AUTO_TASK_LAST_MONTH_DAY,
  AUTO_TASK_MAX_MONTH_DAY,
  AUTO_TASK_MESSAGES,
  AUTO_TASK_RUN_TIME,
  AUTO_TASK_TAG_TYPES,
  AUTO_TASK_WEEKDAYS,
  type AutoTaskCadence,
  type AutoTaskDue,
  type AutoTaskProblem,
  type AutoTaskValue,
  autoTaskProblem,
  normaliseAutoTask,
} from './auto-tasks';
export { formatSeconds, MIN_TIME_CAP_SECONDS, SECONDS_PER_HOUR, TIME_CAP_MESSAGES, type TimeCapDraft, timeCapProblem } from './time-caps';
export {
  clockMinutes,
  clockText,
  rangeProblem,
  SCHEDULE_MESSAGES,
  type ScheduleRange,
  stillHeldMessage,
  weeklyHours,
} from './schedule-rules';
export {
  contrastRatio,
  isHexColor,
  MIN_TAG_CONTRAST,
  suggestedTextColor,
  TAG_MESSAGES,
  TAG_TYPE_IDS,
  type TagDraft,
  tagProblem,
} from './tag-rules';
export {
  type CalendarDay,
  calendarDayOf,
  todayIn,
  calendarDaysBetween,
  daysOfPeriod,
  DEFAULT_HOLIDAY_ALLOWANCE,
  HOLIDAY_MESSAGES,
  HOLIDAY_NOTE_MAX_LENGTH,
  HOLIDAY_TIME_ZONE,
  type HolidayBalance,
  type HolidayRequestPeriod,
  holidayBalance,
  isWeekend,
  MAX_HOLIDAY_ALLOWANCE,
  MAX_HOLIDAY_REQUEST_DAYS,
  MAX_PUBLIC_HOLIDAY_RANGE_DAYS,
  spendOfRequest,
  wholeDay,
  workingDaysBetween,
  workingDaysPerYear,
  type YearSpend,
} from './working-days';
export {
  ACCOUNT_STATES,
  type AccountState,
  accountState,
  BAN_REASON_MAX_LENGTH,
  NON_POST_ROLES,
  ROLES_ONLY_ADMINS_GRANT,
  USER_ADMINISTRATION_MESSAGES,
} from './user-administration';
