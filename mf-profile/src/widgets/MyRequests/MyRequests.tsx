import { CALENDAR_ASSIGNMENT_TYPE, calendarAssignmentsApi, currentSessionUser, type Task, tasksApi, userSchedulesApi } from '@portal/shared-api';
import { EmptyState, formatDate, Loader, taskStatusLabel, useWidgetData } from '@portal/shared-ui';
import { Link } from 'react-router';

type MyRequestsData = { schedules: number; holidays: number; incidents: Task[] };

/** How many of the person's incidents the card lists (the newest). */
const SHOWN_INCIDENTS = 5;

async function loadMyRequests(signal: AbortSignal): Promise<MyRequestsData> {
  const me = await currentSessionUser();
  if (!me) return { schedules: 0, holidays: 0, incidents: [] };
  const [schedules, holidays, incidents] = await Promise.all([
    userSchedulesApi.list({ user: me.id, authorized: false }, { signal }),
    calendarAssignmentsApi.list({ user: me.id, type: CALENDAR_ASSIGNMENT_TYPE.HOLIDAY, managed: false }, { signal }),
    tasksApi.incidentsOf(me.id, { signal }),
  ]);
  const newestFirst = [...incidents].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
  return { schedules: schedules.length, holidays: holidays.length, incidents: newestFirst.slice(0, SHOWN_INCIDENTS) };
}

/** The person's pending schedule-change and holiday requests, and the incidents they raised with their state. */
export function MyRequests() {
  const data = useWidgetData(loadMyRequests, ['user_schedules', 'calendar_assignments', 'tasks']);
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
