export { type AccessRuleName, accessRules, isAccessRuleName } from './access-registry';
export {
  isAdmin,
  isAuthenticated,
  mayAdministerDepartments,
  mayAdministerSubdepartments,
  mayAdministerTeams,
  mayAdministerUsers,
  mayAuthoriseRequestedTasks,
  mayAutomateTasks,
  mayConfigureRequesterTags,
  mayGrantTimeCaps,
  mayManageJustifications,
  maySeeDeletedFiles,
  maySeePendingRequests,
  maySeeReports,
  maySeeTimeline,
  mayUseSystemTools,
} from './access-rules';
export { hasAnyRole, hasRole, ROLES } from './roles';
export { teamsOfUser } from './teams-of-user';
