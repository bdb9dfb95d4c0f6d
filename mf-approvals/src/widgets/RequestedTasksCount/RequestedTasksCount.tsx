import { Loader, useCardQuery, WidgetCount } from '@portal/shared-ui';
import { requestedTasksQuery } from './requested-tasks.data';

/** How many requested tasks and incidents wait for the person's authorisation. */
export function RequestedTasksCount() {
  const count = useCardQuery(requestedTasksQuery);
  if (count === undefined) return <Loader />;
  return <WidgetCount count={count} one="tarea por autorizar" many="tareas por autorizar" to="/pendientes" testId="requested-tasks-count" />;
}
