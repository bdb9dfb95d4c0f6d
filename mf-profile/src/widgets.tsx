import { defineRemoteWidgets } from '@portal/shared-ui';

/** This remote's home cards (`./widgets`); `shell/config/remotes.json` repeats their ids, titles and access rules. */
export const widgets = defineRemoteWidgets('mf_profile', [
  { widget: 'my-requests', title: 'Mis solicitudes', access: 'isAuthenticated', load: () => import('./widgets/MyRequests') },
  { widget: 'pending-questionnaires', title: 'Cuestionarios pendientes', access: 'isAuthenticated', load: () => import('./widgets/PendingQuestionnaires') },
]);
