import { defineRemoteWidgets } from '@portal/shared-ui';
import { myBoardsQuery } from './widgets/MyBoards/my-boards.data';
import { pendingDecisionsQuery } from './widgets/PendingDecisions/pending-decisions.data';
import { requestedTasksQuery } from './widgets/RequestedTasksCount/requested-tasks.data';

/** This remote's home cards (`./widgets`); the build writes their ids, titles and access rules into its manifest. */
export const widgets = defineRemoteWidgets('mf_approvals', [
  { widget: 'my-boards', title: 'Mis tableros', access: 'tracksOwnTime', load: () => import(/* webpackChunkName: "home-cards" */ './widgets/MyBoards'), query: myBoardsQuery },
  {
    widget: 'pending-decisions',
    title: 'Pendiente de gestionar',
    access: 'maySeePendingRequests',
    load: () => import(/* webpackChunkName: "home-cards" */ './widgets/PendingDecisions'),
    query: pendingDecisionsQuery,
  },
  {
    widget: 'requested-tasks',
    title: 'Tareas por autorizar',
    access: 'mayAuthoriseRequestedTasks',
    load: () => import(/* webpackChunkName: "home-cards" */ './widgets/RequestedTasksCount'),
    query: requestedTasksQuery,
  },
]);
