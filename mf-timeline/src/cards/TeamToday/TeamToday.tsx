import { EmptyState, Loader, useCardQuery } from '@portal/shared-ui';
import { Link } from 'react-router';
import { teamTodayQuery } from './team-today.data';

/** Who of the department is working right now, and on what. */
export function TeamToday() {
  const data = useCardQuery(teamTodayQuery);
  if (!data) return <Loader />;
  if (!data.department) return <EmptyState message="No tiene ningún departamento en el timeline." />;
  return (
    <>
      <p className="muted">{data.department.name}</p>
      {data.working.length === 0 ? (
        <EmptyState message="Nadie está trabajando en este momento." />
      ) : (
        <ul className="widget-list card-pairs" aria-label="Trabajando ahora">
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
