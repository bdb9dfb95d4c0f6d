import { Loader, useWidgetData, WidgetCount } from '@portal/shared-ui';
import { readRequestedTasks } from './requested-tasks.data';

/** How many requested tasks and incidents wait for the person's authorisation. */
export function RequestedTasksCount() {
  const tasks = useWidgetData(readRequestedTasks, ['tasks']);
  if (!tasks) return <Loader />;
  return <WidgetCount count={tasks.length} one="tarea por autorizar" many="tareas por autorizar" to="/pendientes" testId="requested-tasks-count" />;
}
