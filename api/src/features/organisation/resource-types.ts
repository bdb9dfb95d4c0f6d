import type { Department, Subdepartment, Team, UserTeam } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/teams, /api/departments, /api/subdepartments, /api/user_teams): their contract type and the fields their serializers write. */
export const ORGANISATION_RESOURCE_TYPES: ResourceTypes = {
  teams: { type: 'Team', fields: fieldsOf<Team>({
    name: 'text',
    logo: 'reference',
    deleted: 'flag',
    managerOnly: 'flag',
    incidentVisible: 'flag',
    incidentDescription: 'text',
    subdepartment: 'reference',
    department: 'reference',
    user: 'reference',
    users: 'list',
    weekReport: 'flag',
    notifyManagerOnTaskCreate: 'flag',
    taskInboxUsername: 'text',
    taskInboxConfigured: 'flag',
  }) },
  departments: { type: 'Department', fields: fieldsOf<Department>({
    name: 'text',
    logo: 'reference',
    deleted: 'flag',
    user: 'reference',
    users: 'list',
    teams: 'list',
    subdepartments: 'list',
    requireTime: 'flag',
    banReason: 'flag',
    rejectReason: 'flag',
    allowMultitask: 'flag',
  }) },
  subdepartments: { type: 'Subdepartment', fields: fieldsOf<Subdepartment>({
    name: 'text',
    deleted: 'flag',
    department: 'reference',
    managerTasks: 'flag',
    managerCalendar: 'flag',
    managerMedical: 'flag',
    managerReports: 'flag',
    user: 'reference',
    teams: 'list',
  }) },
  user_teams: { type: 'UserTeam', fields: fieldsOf<UserTeam>({ user: 'reference', team: 'reference', title: 'text', responsable: 'reference', hidden: 'flag' }) },
};
