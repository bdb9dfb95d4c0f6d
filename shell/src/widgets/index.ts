import { defineRemoteWidgets } from '@portal/shared-ui';

/** The shell's own home cards, made the way a remote makes its `./widgets`; shown before the remotes'. */
export const shellWidgets = defineRemoteWidgets('shell', [
  { widget: 'today', title: 'Hoy', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home-card-today" */ './Today') },
  { widget: 'this-week', title: 'Esta semana', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home-card-this-week" */ './ThisWeek') },
]);
