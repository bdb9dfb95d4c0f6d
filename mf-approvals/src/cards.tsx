import { defineRemoteCards } from '@portal/shared-ui';
import { myBoardsQuery } from './cards/MyBoards/my-boards.data';
import { pendingDecisionsQuery } from './cards/PendingDecisions/pending-decisions.data';
import { requestedTasksQuery } from './cards/RequestedTasksCount/requested-tasks.data';

/**
 * This remote's home cards; the build writes their ids, titles and access rules into its manifest. Exposed as
 * `./widgets` and exported as `widgets`: the names the shells already released load them by.
 */
export const widgets = defineRemoteCards('mf_approvals', [
  { card: 'my-boards', title: 'Mis tableros', access: 'tracksOwnTime', load: () => import(/* webpackChunkName: "home-cards" */ './cards/MyBoards'), query: myBoardsQuery },
  {
    card: 'pending-decisions',
    title: 'Pendiente de gestionar',
    access: 'maySeePendingRequests',
    load: () => import(/* webpackChunkName: "home-cards" */ './cards/PendingDecisions'),
    query: pendingDecisionsQuery,
  },
  {
    card: 'requested-tasks',
    title: 'Tareas por autorizar',
    access: 'mayAuthoriseRequestedTasks',
    load: () => import(/* webpackChunkName: "home-cards" */ './cards/RequestedTasksCount'),
    query: requestedTasksQuery,
  },
]);
