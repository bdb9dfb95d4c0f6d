export { type AutoTaskConfiguration, autoTasksApi } from './auto-tasks';
export { calendarAssignmentsApi, publicHolidaysApi } from './calendar-assignments';
export { configurationsApi } from './configurations';
export { createResource, type QueryParams, type Resource, type ResourceBody, type ResourceId } from './create-resource';
export { databaseBackupsApi } from './database-backups';
export { departmentsApi } from './departments';
export { followRunningClocks } from './follow-running-clocks';
export { followTimeFigures } from './follow-time-figures';
export { justificationsApi } from './justifications';
export {
  comunidadesAutonomasApi,
  loadComunidadesAutonomas,
  loadMunicipios,
  loadProvincias,
  municipiosApi,
  provinciasApi,
} from './locations';
export { type DeletedFilesPage, mediaObjectsApi } from './media-objects';
export { type ActivityFilters, type AuditFilters, activityLogsApi, LOG_PAGE_SIZE, type LogFilters, type LogPage } from './activity-logs';
export { type MembershipChange, membershipsApi } from './memberships';
export { subtaskMessagesApi, taskMessagesApi } from './messages';
export { type NotificationPage, notificationsApi } from './notifications';
export { organisationChartApi } from './organisation-chart';
export { changePassword, type PasswordChange } from './password';
export { type QueuedReport, type ReportRange, type ReportRequest, reportsApi } from './reports';
export { type PendingDecisions, pendingDecisionsApi } from './pending-decisions';
export { subdepartmentsApi } from './subdepartments';
export { type NewSubtask, type SubtaskChange, subtasksApi } from './subtasks';
export { type AssignmentAction, type NewIncident, type TaskChange, tagsApi, taskPatchBody, tasksApi } from './tasks';
export { taskMailboxesApi } from './task-mailboxes';
export { teamsApi } from './teams';
export { type NewTimeCap, timeCapsApi } from './time-caps';
export { type QuizDraft, quizzesApi } from './quizzes';
export { type TimelineFilters, timelineApi } from './timeline';
export { type ManualTimeEntry, timeTrackingApi } from './time-tracking';
export { userSchedulesApi } from './user-schedules';
export {
  type AccountChanges,
  ADMINISTERED_USERS_PER_PAGE,
  type AdministeredUsersPage,
  type AdministeredUsersQuery,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportOutcome,
  type ImportResult,
  type NewUser,
  userAdministrationApi,
} from './user-administration';
export { loadUserSummaries, searchUserSummaries, USER_SEARCH_LIMIT, type UserSearchScope, usersApi } from './users';
export { type NewScheduleRange, workSchedulesApi } from './work-schedules';
