import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';

export type DepartmentRow = {
  id: number;
  name: string;
  logo_id: number | null;
  user_id: number | null;
  deleted: boolean;
  require_time: boolean;
  ban_reason: boolean;
  reject_reason: boolean;
  allow_multitask: boolean;
};

export type SubdepartmentRow = {
  id: number;
  name: string;
  department_id: number;
  user_id: number;
  deleted: boolean;
  manager_tasks: boolean;
  manager_calendar: boolean;
  manager_medical: boolean;
  manager_reports: boolean;
};

export type TeamRow = {
  id: number;
  name: string;
  department_id: number;
  user_id: number;
  subdepartment_id: number | null;
  logo_id: number | null;
  deleted: boolean;
  manager_only: boolean;
  incident_visible: boolean;
  incident_description: string | null;
  week_report: boolean;
  notify_manager_on_task_create: boolean;
  task_inbox_username: string | null;
  task_inbox_configured: boolean;
};

/** Columns of `teams` that may leave the server: the mailbox password is reduced to a flag. */
export const TEAM_COLUMNS = `t.id, t.name, t.department_id, t.user_id, t.subdepartment_id, t.logo_id, t.deleted, t.manager_only,
  t.incident_visible, t.incident_description, t.week_report, t.notify_manager_on_task_create, t.task_inbox_username,
  (t.task_inbox_password_encrypted IS NOT NULL) AS task_inbox_configured`;

const mediaIri = (id: number | null) => (id === null ? null : iri('media_objects', id));

export function toDepartmentSummary(department: Pick<DepartmentRow, 'id' | 'name' | 'logo_id' | 'deleted'>): JsonObject {
  return item('Department', 'departments', department.id, { name: department.name, logo: mediaIri(department.logo_id), deleted: department.deleted });
}

export function toDepartment(department: DepartmentRow, related: { users: number[]; teams: JsonObject[]; subdepartments: JsonObject[] }): JsonObject {
  return {
    ...toDepartmentSummary(department),
    user: department.user_id === null ? null : iri('users', department.user_id),
    users: related.users.map((id) => iri('users', id)),
    teams: related.teams,
    subdepartments: related.subdepartments,
    requireTime: department.require_time,
    banReason: department.ban_reason,
    rejectReason: department.reject_reason,
    allowMultitask: department.allow_multitask,
  };
}

export function toSubdepartmentSummary(sub: SubdepartmentRow): JsonObject {
  return item('Subdepartment', 'subdepartments', sub.id, {
    name: sub.name,
    deleted: sub.deleted,
    department: iri('departments', sub.department_id),
    managerTasks: sub.manager_tasks,
    managerCalendar: sub.manager_calendar,
    managerMedical: sub.manager_medical,
    managerReports: sub.manager_reports,
  });
}

export function toSubdepartment(sub: SubdepartmentRow, teams: JsonObject[]): JsonObject {
  return { ...toSubdepartmentSummary(sub), user: iri('users', sub.user_id), teams };
}

export function toTeamSummary(team: TeamRow): JsonObject {
  return item('Team', 'teams', team.id, {
    name: team.name,
    logo: mediaIri(team.logo_id),
    deleted: team.deleted,
    managerOnly: team.manager_only,
    incidentVisible: team.incident_visible,
    incidentDescription: team.incident_description,
    subdepartment: team.subdepartment_id === null ? null : iri('subdepartments', team.subdepartment_id),
  });
}

export function toTeam(team: TeamRow, members: JsonObject[]): JsonObject {
  return {
    ...toTeamSummary(team),
    department: iri('departments', team.department_id),
    user: iri('users', team.user_id),
    weekReport: team.week_report,
    notifyManagerOnTaskCreate: team.notify_manager_on_task_create,
    taskInboxUsername: team.task_inbox_username,
    taskInboxConfigured: team.task_inbox_configured,
    users: members,
  };
}
