import { type AccessRuleName, type RemoteRouteObject, routeLoadError } from '@portal/shared-ui';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router';

/** What one screen module exports for its route. */
type ScreenModule = { loader: LoaderFunction; action: ActionFunction; shouldRevalidate: ShouldRevalidateFunction; Component: ComponentType };

type ScreenRoute = { screen: string; path: string; title: string; access: AccessRuleName; loadError: string; load: () => Promise<ScreenModule> };

/** One row per screen; a new screen of this remote is one more row. */
const SCREENS: ScreenRoute[] = [
  {
    screen: 'system-management',
    path: '/gestion_sistema',
    title: 'Gestión de Sistema',
    access: 'mayUseSystemTools',
    loadError: 'No se ha podido cargar la gestión del sistema',
    load: async () => (await import('./screens/SystemManagement')).systemManagementScreen,
  },
  {
    screen: 'deleted-files',
    path: '/archivos_eliminados',
    title: 'Archivos eliminados de tareas',
    access: 'maySeeDeletedFiles',
    loadError: 'No se han podido cargar los archivos eliminados',
    load: async () => (await import('./screens/DeletedFiles')).deletedFilesScreen,
  },
  {
    screen: 'requester-tags',
    path: '/etiquetas_solicitante',
    title: 'Etiquetas por Solicitante',
    access: 'mayConfigureRequesterTags',
    loadError: 'No se han podido cargar las etiquetas por solicitante',
    load: async () => (await import('./screens/RequesterTags')).requesterTagsScreen,
  },
  {
    screen: 'time-caps',
    path: '/timecaps',
    title: 'Conceder timecaps',
    access: 'mayGrantTimeCaps',
    loadError: 'No se han podido cargar los timecaps',
    load: async () => (await import('./screens/TimeCaps')).timeCapsScreen,
  },
  {
    screen: 'task-automation',
    path: '/automatizacion',
    title: 'Automatización de tareas',
    access: 'mayAutomateTasks',
    loadError: 'No se ha podido cargar la automatización de tareas',
    load: async () => (await import('./screens/TaskAutomation')).taskAutomationScreen,
  },
];

function screenRoute({ screen, path, title, access, loadError, load }: ScreenRoute): RemoteRouteObject {
  return {
    id: `mf_system_tools.${screen}`,
    path,
    handle: { title, access },
    ErrorBoundary: routeLoadError({ title, message: loadError }),
    lazy: {
      loader: async () => (await load()).loader,
      action: async () => (await load()).action,
      shouldRevalidate: async () => (await load()).shouldRevalidate,
      Component: async () => (await load()).Component,
    },
  };
}

/**
 * Fresh route objects: the router mutates the objects it resolves lazily, so
 * every router (the shell's, each parcel mount, each test) needs its own copy.
 * Ids are prefixed with the remote's federation name.
 */
export function createSystemToolsRoutes(): RemoteRouteObject[] {
  return SCREENS.map(screenRoute);
}

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createSystemToolsRoutes();
