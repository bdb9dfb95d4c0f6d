import { defineRemoteWidgets } from '@portal/shared-ui';

/**
 * The shell's own home cards, made the way a remote makes its `./widgets`; shown before the remotes'. Everyone signed
 * in sees them, so their code comes in the home screen's chunk (`router/layout-modules.ts`), fetched while the person signs in.
 */
export const shellWidgets = defineRemoteWidgets('shell', [
  { widget: 'today', title: 'Hoy', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home" */ './Today') },
  { widget: 'this-week', title: 'Esta semana', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home" */ './ThisWeek') },
]);
