import { keepTabInside } from '@portal/shared-ui';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { boardPath, taskDetailsPath } from '../../components/paths';
import { TaskView, type TaskViewData } from '../../components/TaskView';

/**
 * A task beside its board (`/board/{team}/slidepanel/{id}`, a shareable URL).
 * Focus moves in and stays in (Tab wraps); Escape or Cerrar goes back to the board.
 */
export function TaskSlidePanel() {
  const data = useLoaderData() as TaskViewData;
  const { boardTeamID = '' } = useParams();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const taskId = data.task.id;

  useEffect(() => {
    heading.current?.focus();
    // Back on the board, the focus returns to the task's card.
    return () => document.querySelector<HTMLElement>(`.task-card a[href$="/slidepanel/${taskId}"]`)?.focus();
  }, [taskId]);

  // Escape closes the panel wherever the focus is (a dialog above it stops its own Escape).
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) navigate(boardPath(boardTeamID));
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [navigate, boardTeamID]);

  return (
    <aside
      ref={panel}
      className="card task-panel"
      aria-labelledby="task-panel-title"
      onKeyDown={(event) => keepTabInside(event, panel.current)}
    >
      <TaskView
        data={data}
        headingId="task-panel-title"
        headingRef={heading}
        actions={
          <>
            <Link className="btn btn-ghost" to={taskDetailsPath(taskId)}>
              Abrir en página
            </Link>
            <Link className="btn btn-ghost" to={boardPath(boardTeamID)}>
              Cerrar
            </Link>
          </>
        }
      />
    </aside>
  );
}
