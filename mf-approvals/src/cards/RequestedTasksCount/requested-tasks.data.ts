import { tasksApi } from '@portal/shared-api';
import { cardQuery } from '@portal/shared-ui';

/** How many requested tasks and incidents wait for the person's authorisation. */
const readRequestedTasks = (signal: AbortSignal) => tasksApi.countPendingAuthorisation({ signal });

/** The card's data, read again after a change of what it shows. */
export const requestedTasksQuery = cardQuery('mf_approvals.requested-tasks', readRequestedTasks, ['tasks']);
