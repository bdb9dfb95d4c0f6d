import { generatePath } from 'react-router';

/**
 * Paths of the incident screens. The spec names only the form's route
 * ('incidents', with teamID and teamName) and the board it leads to.
 */
export const INCIDENT_PATHS = {
  picker: '/incidencias',
  form: '/incidencias/:teamID/:teamName',
  board: '/board/:boardTeamID',
  taskPanel: 'slidepanel/:id',
} as const;

/** The route named 'incidents': the request form of one team. */
export const incidentFormPath = (teamID: number, teamName: string) => generatePath(INCIDENT_PATHS.form, { teamID: String(teamID), teamName });

export const boardPath = (teamID: number | string) => generatePath(INCIDENT_PATHS.board, { boardTeamID: String(teamID) });

export const taskPanelPath = (teamID: number | string, taskID: number) => `${boardPath(teamID)}/slidepanel/${taskID}`;
