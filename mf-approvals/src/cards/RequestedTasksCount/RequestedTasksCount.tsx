import { Loader, useCardQuery, CardCount } from '@portal/shared-ui';
import { requestedTasksQuery } from './requested-tasks.data';

/** How many requested tasks and incidents wait for the person's authorisation. */
export function RequestedTasksCount() {
  const count = useCardQuery(requestedTasksQuery);
  if (count === undefined) return <Loader />;
  return <CardCount count={count} one="tarea por autorizar" many="tareas por autorizar" to="/pendientes" testId="requested-tasks-count" />;
}
