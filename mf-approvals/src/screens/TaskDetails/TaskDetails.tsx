import { idFromIri } from '@portal/shared-api';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import { boardPath } from '../../components/paths';
import { TaskView, type TaskViewData } from '../../components/TaskView';
import './task-details.css';

/** A task on its own page (`/taskDetails/{taskID}`): the same view as the board's panel. */
export function TaskDetails() {
  const data = useLoaderData() as TaskViewData;
  const heading = useRef<HTMLHeadingElement>(null);
  const teamId = idFromIri(data.task.team);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page task-details" aria-labelledby="task-details-title">
      <div className="card">
        <TaskView
          data={data}
          headingId="task-details-title"
          headingRef={heading}
          headingLevel={1}
          actions={
            teamId !== null && (
              <Link className="btn btn-ghost" to={boardPath(teamId)}>
                Ver tablero{data.team ? ` de ${data.team.name}` : ''}
              </Link>
            )
          }
        />
      </div>
    </section>
  );
}
