import { tasksApi } from '@portal/shared-api';
import { Loader, useWidgetData } from '@portal/shared-ui';
import { Link } from 'react-router';

/** How many requested tasks and incidents wait for the person's authorisation. */
export function RequestedTasksCount() {
  const tasks = useWidgetData((signal) => tasksApi.pendingAuthorisation({ signal }), ['tasks']);
  if (!tasks) return <Loader />;
  return (
    <p className="widget-figure">
      <span className="widget-count" data-testid="requested-tasks-count">
        {tasks.length}
      </span>{' '}
      <Link to="/pendientes">{tasks.length === 1 ? 'tarea por autorizar' : 'tareas por autorizar'}</Link>
    </p>
  );
}
