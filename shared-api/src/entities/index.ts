export type { AppEvent } from './app-event';
export type { AuditAction, AuditLog } from './audit-log';
export { CALENDAR_ASSIGNMENT_TYPE, type CalendarAssignment, type PersonPublicHoliday, type PublicHoliday } from './calendar-assignment';
export { ALLOWED_DOMAINS_CONFIGURATION_ID, CONFIGURATION_NAME, type Configuration, MAINTENANCE_CONFIGURATION_ID } from './configuration';
export type { DatabaseBackupFile, DatabaseBackupRun } from './database-backup';
export type { Department, DepartmentSummary } from './department';
export type { HydraCollection, Iri, JsonLdItem } from './json-ld';
export { JUSTIFICATION_REASON, type Justification, justificationReasonLabel } from './justification';
export type { ComunidadAutonoma, Municipio, Provincia } from './location';
export type { MediaObject } from './media-object';
export type { ChartDepartment, ChartPerson, ChartTeam, ChartUnit, OrganisationChart } from './organisation-chart';
export type { Notification } from './notification';
export type { Quiz, QuizAnswers, QuizOptionResult, QuizQuestion, QuizQuestionResult, QuizQuestionType, QuizResults, QuizUser } from './quiz';
export type { Role } from './role';
export type { SessionFigures, SessionPayload, SessionUser } from './session';
export type { Subdepartment, SubdepartmentManagerFlags, SubdepartmentSummary } from './subdepartment';
export type { Subtask, SubtaskMessage } from './subtask';
export { TAG_TYPE, type Tag, type TagType } from './tag';
export { TASK_STATUS, type Task, type TaskMessage, type TaskSearchResult, type TaskStatus } from './task';
export type { TaskMailbox, TaskMailboxOutcome, TaskMailboxTest } from './task-mailbox';
export type { Team, TeamSummary, UserTeam } from './team';
export type { TimeCap } from './time-cap';
export type {
  ClockedSubtask,
  ClockedTask,
  ClockedWork,
  TimeFigures,
  TimeTrackingAnswer,
  WorkDay,
  WorkWeek,
} from './time-tracking';
export type { TimePeriod, TimePeriods } from './time-periods';
export { USER_SITUATION, type User, type UserOptions, type UserSummary } from './user';
export type { UserDepartmentAccess } from './user-department-access';
export { SCHEDULE_TYPE, type ScheduleType, type UserSchedule } from './user-schedule';
export type { WorkSchedule, WorkScheduleUnit } from './work-schedule';
export type { WorkTimeHistory } from './work-time-history';
export type { TimelineHistory, TimelineOpening, TimelineScheduleUnit, TimelineSubtaskWork, TimelineTaskWork, TimelineUserDay } from './timeline';
