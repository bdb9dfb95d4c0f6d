import { defineRemoteWidgets } from '@portal/shared-ui';
import { myRequestsQuery } from './widgets/MyRequests/my-requests.data';
import { pendingQuestionnairesQuery } from './widgets/PendingQuestionnaires/pending-questionnaires.data';

/** This remote's home cards (`./widgets`); the build writes their ids, titles and access rules into its manifest. */
export const widgets = defineRemoteWidgets('mf_profile', [
  { widget: 'my-requests', title: 'Mis solicitudes', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home-cards" */ './widgets/MyRequests'), query: myRequestsQuery },
  {
    widget: 'pending-questionnaires',
    title: 'Cuestionarios pendientes',
    access: 'isAuthenticated',
    load: () => import(/* webpackChunkName: "home-cards" */ './widgets/PendingQuestionnaires'),
    query: pendingQuestionnairesQuery,
  },
]);
