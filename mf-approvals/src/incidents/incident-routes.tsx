import type { RemoteRouteObject } from '@portal/shared-ui';
import { INCIDENT_PATHS } from './incident-paths';

const teamPicker = () => import('../screens/IncidentTeamPicker');
const incidentRequest = () => import('../screens/IncidentRequest');
const teamBoard = () => import('../screens/TeamBoard');
const taskSlidePanel = () => import('../screens/TaskSlidePanel');

/**
 * Incident requests: the team picker, the 'Solicitud de tareas' form (the
 * route the spec names 'incidents') and the team board the request lands on.
 * Every logged-in user may enter; the API decides which teams and tasks they see.
 */
export function createIncidentRoutes(): RemoteRouteObject[] {
  return [
    {
      id: 'incidents.team-picker',
      path: INCIDENT_PATHS.picker,
      handle: { title: 'Incidencias', access: 'isAuthenticated' },
      lazy: {
        loader: async () => (await teamPicker()).incidentTeamPickerLoader,
        Component: async () => (await teamPicker()).IncidentTeamPicker,
        ErrorBoundary: async () => (await teamPicker()).IncidentTeamPickerError,
      },
    },
    {
      id: 'incidents',
      path: INCIDENT_PATHS.form,
      handle: { title: 'Solicitud de tareas', access: 'isAuthenticated' },
      lazy: { Component: async () => (await incidentRequest()).IncidentRequest },
    },
    {
      id: 'board',
      path: INCIDENT_PATHS.board,
      handle: { title: 'Tablero del equipo', access: 'isAuthenticated' },
      lazy: {
        loader: async () => (await teamBoard()).teamBoardLoader,
        shouldRevalidate: async () => (await teamBoard()).teamBoardShouldRevalidate,
        Component: async () => (await teamBoard()).TeamBoard,
        ErrorBoundary: async () => (await teamBoard()).TeamBoardError,
      },
      children: [
        {
          id: 'board.task-panel',
          path: INCIDENT_PATHS.taskPanel,
          lazy: {
            loader: async () => (await taskSlidePanel()).taskSlidePanelLoader,
            Component: async () => (await taskSlidePanel()).TaskSlidePanel,
            ErrorBoundary: async () => (await taskSlidePanel()).TaskSlidePanelError,
          },
        },
      ],
    },
  ];
}
