import { defineRemoteCards } from '@portal/shared-ui';
import { myRequestsQuery } from './cards/MyRequests/my-requests.data';
import { pendingQuestionnairesQuery } from './cards/PendingQuestionnaires/pending-questionnaires.data';

/**
 * This remote's home cards; the build writes their ids, titles and access rules into its manifest. Exposed as
 * `./widgets` and exported as `widgets`: the names the shells already released load them by.
 */
export const widgets = defineRemoteCards('mf_profile', [
  { card: 'my-requests', title: 'Mis solicitudes', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home-cards" */ './cards/MyRequests'), query: myRequestsQuery },
  {
    card: 'pending-questionnaires',
    title: 'Cuestionarios pendientes',
    access: 'isAuthenticated',
    load: () => import(/* webpackChunkName: "home-cards" */ './cards/PendingQuestionnaires'),
    query: pendingQuestionnairesQuery,
  },
]);
