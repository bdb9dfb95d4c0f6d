import { tasksApi } from '@portal/shared-api';

/** The requested tasks and incidents that wait for the person's authorisation. */
export const readRequestedTasks = (signal: AbortSignal) => tasksApi.pendingAuthorisation({ signal });
