import { defineRemoteCards } from '@portal/shared-ui';
import { portalStateQuery } from './PortalState/portal-state.data';

/**
 * The shell's own home cards, made the way a remote makes its own; shown before the remotes'. Nearly everyone
 * signed in sees some of them, so their code comes in the home screen's chunk (`router/layout-modules.ts`), fetched
 * while the person signs in.
 */
export const shellCards = defineRemoteCards('shell', [
  { card: 'portal-state', title: 'Estado del portal', access: 'isAdmin', load: () => import(/* webpackChunkName: "home" */ './PortalState'), query: portalStateQuery },
  { card: 'today', title: 'Hoy', access: 'tracksOwnTime', load: () => import(/* webpackChunkName: "home" */ './Today') },
  { card: 'this-week', title: 'Esta semana', access: 'tracksOwnTime', load: () => import(/* webpackChunkName: "home" */ './ThisWeek') },
]);
