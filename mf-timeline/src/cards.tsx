import { defineRemoteCards } from '@portal/shared-ui';
import { teamTodayQuery } from './cards/TeamToday/team-today.data';

/**
 * This remote's home cards; the build writes their ids, titles and access rules into its manifest. Exposed as
 * `./widgets` and exported as `widgets`: the names the shells already released load them by.
 */
export const widgets = defineRemoteCards('mf_timeline', [
  { card: 'team-today', title: 'Equipo hoy', access: 'maySeeTimeline', load: () => import(/* webpackChunkName: "home-cards" */ './cards/TeamToday'), query: teamTodayQuery },
]);
