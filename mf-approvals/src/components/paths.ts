import { generatePath } from 'react-router';

/**
 * The paths of this remote's screens, written once: its routes and its links
 * read them here. The spec names the incident form's route 'incidents' (with
 * teamID and teamName) and the board it leads to.
 */
export const INCIDENT_PATHS = {
  picker: '/incidencias',
  form: '/incidencias/:teamID/:teamName',
} as const;

/** A team's board, and a task's panel over it (relative to the board). */
export const BOARD_PATHS = {
  board: '/board/:boardTeamID',
  taskPanel: 'slidepanel/:id',
} as const;

export const TASK_DETAILS_PATH = '/taskDetails/:taskID';

/** A team's tasks taken off its board. */
export const ARCHIVE_PATHS = {
  deletedTasks: '/deleted_tasks/:boardId',
  storedTasks: '/storefile/:boardId',
} as const;

/** Search parameters carrying the team's department to the form (spec 01 §2.4). */
export const DEPARTMENT_ID_PARAM = 'departmentID';
export const DEPARTMENT_NAME_PARAM = 'departmentName';

export type IncidentDepartment = { id: number; name: string };

/** The route named 'incidents': the request form of one team, with its department's id and name. */
export function incidentFormPath(teamID: number, teamName: string, department: IncidentDepartment): string {
  const search = new URLSearchParams({ [DEPARTMENT_ID_PARAM]: String(department.id), [DEPARTMENT_NAME_PARAM]: department.name });
  return `${generatePath(INCIDENT_PATHS.form, { teamID: String(teamID), teamName })}?${search}`;
}

/** The department the form was opened for, or null when the link carried none. */
export function departmentOf(search: URLSearchParams): IncidentDepartment | null {
  const id = Number(search.get(DEPARTMENT_ID_PARAM));
  const name = search.get(DEPARTMENT_NAME_PARAM)?.trim() ?? '';
  return Number.isInteger(id) && id > 0 && name !== '' ? { id, name } : null;
}

export const boardPath = (teamID: number | string) => generatePath(BOARD_PATHS.board, { boardTeamID: String(teamID) });

export const taskPanelPath = (teamID: number | string, taskID: number) => `${boardPath(teamID)}/${generatePath(BOARD_PATHS.taskPanel, { id: String(taskID) })}`;

export const taskDetailsPath = (taskID: number | string) => generatePath(TASK_DETAILS_PATH, { taskID: String(taskID) });

export const deletedTasksPath = (teamID: number | string) => generatePath(ARCHIVE_PATHS.deletedTasks, { boardId: String(teamID) });

export const storedTasksPath = (teamID: number | string) => generatePath(ARCHIVE_PATHS.storedTasks, { boardId: String(teamID) });
