import { defineRemoteWidgets } from '@portal/shared-ui';
import { readMyRequests } from './widgets/MyRequests/my-requests.data';
import { readPendingQuestionnaires } from './widgets/PendingQuestionnaires/pending-questionnaires.data';

/** This remote's home cards (`./widgets`); the build writes their ids, titles and access rules into its manifest. */
export const widgets = defineRemoteWidgets('mf_profile', [
  { widget: 'my-requests', title: 'Mis solicitudes', access: 'isAuthenticated', load: () => import(/* webpackChunkName: "home-cards" */ './widgets/MyRequests'), read: readMyRequests },
  {
    widget: 'pending-questionnaires',
    title: 'Cuestionarios pendientes',
    access: 'isAuthenticated',
    load: () => import(/* webpackChunkName: "home-cards" */ './widgets/PendingQuestionnaires'),
    read: readPendingQuestionnaires,
  },
]);
