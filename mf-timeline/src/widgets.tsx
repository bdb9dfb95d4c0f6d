import { defineRemoteWidgets } from '@portal/shared-ui';
import { teamTodayQuery } from './widgets/TeamToday/team-today.data';

/** This remote's home cards (`./widgets`); the build writes their ids, titles and access rules into its manifest. */
export const widgets = defineRemoteWidgets('mf_timeline', [
  { widget: 'team-today', title: 'Equipo hoy', access: 'maySeeTimeline', load: () => import(/* webpackChunkName: "home-cards" */ './widgets/TeamToday'), query: teamTodayQuery },
]);
