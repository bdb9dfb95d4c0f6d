import { defineRemoteRoutes } from '@portal/shared-ui';

/** This remote's screens (`./routes`); `createSystemToolsRoutes()` makes fresh route objects for each router. */
export const createSystemToolsRoutes = defineRemoteRoutes('mf_system_tools', [
  {
    screen: 'system-management',
    path: '/gestion_sistema',
    title: 'Gestión de Sistema',
    access: 'mayUseSystemTools',
    loadError: 'No se ha podido cargar la gestión del sistema',
    load: () => import('./screens/SystemManagement'),
  },
  {
    screen: 'deleted-files',
    path: '/archivos_eliminados',
    title: 'Archivos eliminados de tareas',
    navLabel: 'Archivos eliminados',
    access: 'maySeeDeletedFiles',
    loadError: 'No se han podido cargar los archivos eliminados',
    load: () => import('./screens/DeletedFiles'),
  },
  {
    screen: 'requester-tags',
    path: '/etiquetas_solicitante',
    title: 'Etiquetas por Solicitante',
    access: 'mayConfigureRequesterTags',
    loadError: 'No se han podido cargar las etiquetas por solicitante',
    load: () => import('./screens/RequesterTags'),
  },
  {
    screen: 'time-caps',
    path: '/timecaps',
    title: 'Conceder timecaps',
    access: 'mayGrantTimeCaps',
    loadError: 'No se han podido cargar los timecaps',
    load: () => import('./screens/TimeCaps'),
  },
  {
    screen: 'task-automation',
    path: '/automatizacion',
    title: 'Automatización de tareas',
    access: 'mayAutomateTasks',
    loadError: 'No se ha podido cargar la automatización de tareas',
    load: () => import('./screens/TaskAutomation'),
  },
  {
    screen: 'tag-catalogue',
    path: '/tags',
    title: 'Etiquetas',
    access: 'isAdmin',
    loadError: 'No se han podido cargar las etiquetas',
    load: () => import('./screens/TagCatalogue'),
  },
  {
    screen: 'admin-console',
    path: '/admin',
    title: 'Administración',
    navLabel: 'Consola de administración',
    access: 'isAdmin',
    loadError: 'No se ha podido cargar la administración',
    load: () => import('./screens/AdminConsole'),
  },
]);

/** The screens this remote adds to the shell's `/user` layout (`./routes`). */
export const routes = createSystemToolsRoutes();
