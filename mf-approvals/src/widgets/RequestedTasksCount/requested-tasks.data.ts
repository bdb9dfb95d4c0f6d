import { tasksApi } from '@portal/shared-api';

/** How many requested tasks and incidents wait for the person's authorisation. */
export const readRequestedTasks = (signal: AbortSignal) => tasksApi.countPendingAuthorisation({ signal });
