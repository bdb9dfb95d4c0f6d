import { defineRemoteWidgets } from '@portal/shared-ui';

/** This remote's home cards (`./widgets`); `shell/config/remotes.json` repeats their ids, titles and access rules. */
export const widgets = defineRemoteWidgets('mf_approvals', [
  { widget: 'my-boards', title: 'Mis tableros', access: 'isAuthenticated', load: () => import('./widgets/MyBoards') },
  { widget: 'pending-decisions', title: 'Pendiente de gestionar', access: 'maySeePendingRequests', load: () => import('./widgets/PendingDecisions') },
  { widget: 'requested-tasks', title: 'Tareas por autorizar', access: 'mayAuthoriseRequestedTasks', load: () => import('./widgets/RequestedTasksCount') },
]);
