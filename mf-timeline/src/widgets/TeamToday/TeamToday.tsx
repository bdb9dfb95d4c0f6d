import { currentSessionUser, departmentsApi, type TimelineUserDay, timelineApi } from '@portal/shared-api';
import { EmptyState, Loader, useWidgetData } from '@portal/shared-ui';
import { Link } from 'react-router';
import { departmentsOffered } from '../../components/offered-choices';
import { todayIn } from '../../components/today-in';

type Working = { id: number; name: string; on: string };

type TeamTodayData = { department: { id: number; name: string } | null; working: Working[] };

/** What a person's clock runs on right now (their open period of today), if anything. */
function workingOn(person: TimelineUserDay): string | null {
  const task = person.tasks.find((work) => work.histories.some((history) => history.open));
  if (task) return task.task_name;
  const subtask = person.subtasks.find((work) => work.histories.some((history) => history.open));
  return subtask ? `${subtask.task_name} · ${subtask.subtask_name}` : null;
}

/** The timeline's first department for the person: one of their own when offered, else the first offered. */
async function loadTeamToday(signal: AbortSignal): Promise<TeamTodayData> {
  const me = await currentSessionUser();
  if (!me) return { department: null, working: [] };
  const offered = departmentsOffered(me, await departmentsApi.list(undefined, { signal }));
  const own = new Set((me.departments ?? []).map((department) => department.id));
  const department = offered.find((candidate) => own.has(candidate.id)) ?? offered[0];
  if (!department) return { department: null, working: [] };
  const day = await timelineApi.day(todayIn(me.timezone), department.id, {}, { signal });
  const working = day.flatMap((person) => {
    const on = workingOn(person);
    return on === null ? [] : [{ id: person.id, name: person.name ?? person.email, on }];
  });
  return { department: { id: department.id, name: department.name }, working };
}

/** Who of the department is working right now, and on what. */
export function TeamToday() {
  const data = useWidgetData(loadTeamToday, ['work_time_histories']);
  if (!data) return <Loader />;
  if (!data.department) return <EmptyState message="No tiene ningún departamento en el timeline." />;
  return (
    <>
      <p className="muted">{data.department.name}</p>
      {data.working.length === 0 ? (
        <EmptyState message="Nadie está trabajando en este momento." />
      ) : (
        <ul className="widget-list" aria-label="Trabajando ahora">
          {data.working.map((person) => (
            <li key={person.id}>
              <span>{person.name}</span>
              <span className="muted">{person.on}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/timeline?department=${data.department.id}`}>Ver el timeline</Link>
    </>
  );
}
