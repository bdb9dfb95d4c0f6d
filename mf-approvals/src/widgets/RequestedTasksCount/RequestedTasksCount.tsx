import { Loader, useWidgetData, WidgetCount } from '@portal/shared-ui';
import { readRequestedTasks } from './requested-tasks.data';

/** How many requested tasks and incidents wait for the person's authorisation. */
export function RequestedTasksCount() {
  const count = useWidgetData(readRequestedTasks, ['tasks']);
  if (count === undefined) return <Loader />;
  return <WidgetCount count={count} one="tarea por autorizar" many="tareas por autorizar" to="/pendientes" testId="requested-tasks-count" />;
}
