import { EmptyState, formatDate, Loader, taskStatusLabel, useCardQuery } from '@portal/shared-ui';
import { Link } from 'react-router';
import { myRequestsQuery } from './my-requests.data';

/** The person's pending schedule-change and holiday requests, and the incidents they raised with their state. */
export function MyRequests() {
  const data = useCardQuery(myRequestsQuery);
  if (!data) return <Loader />;
  return (
    <>
      <ul className="widget-list">
        <li>
          <span>Cambios de horario pendientes</span>
          <span className="widget-count">{data.schedules}</span>
        </li>
        <li>
          <span>Vacaciones pendientes</span>
          <span className="widget-count">{data.holidays}</span>
        </li>
      </ul>
      <h3 className="widget-subheading">Incidencias</h3>
      {data.incidents.length === 0 ? (
        <EmptyState message="No ha solicitado ninguna incidencia." />
      ) : (
        <ul className="widget-list">
          {data.incidents.map((task) => (
            <li key={task.id}>
              <Link to={`/taskDetails/${task.id}`}>{task.name}</Link>
              <span className="muted">
                {taskStatusLabel(task)}
                {task.createdAt ? ` · ${formatDate(task.createdAt)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
