import { focusableIn } from '@portal/shared-ui';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { boardPath, taskDetailsPath } from '../../components/paths';
import { TaskView, type TaskViewData } from '../../components/TaskView';
import './task-slide-panel.css';

/** Tab and Shift+Tab wrap inside the drawer, over the parts shown only (the other tabs' parts are hidden). */
function keepTabInsideShown(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const shown = focusableIn(container).filter((element) => !element.closest('[hidden]'));
  const first = shown[0];
  const last = shown[shown.length - 1];
  const active = document.activeElement;
  if (!first || !last) event.preventDefault();
  else if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A task over its board (`/board/{team}/slidepanel/{id}`, a shareable URL): a drawer on the right on a desktop, the
 * board keeping its width beneath; the whole screen on a phone. A modal dialog: focus moves in and stays in (Tab
 * wraps), the page behind does not scroll, and Escape, Cerrar or a click beside it goes back to the board with the
 * focus on the task's card.
 */
export function TaskSlidePanel() {
  const data = useLoaderData() as TaskViewData;
  const { boardTeamID = '' } = useParams();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const taskId = data.task.id;

  useEffect(() => {
    heading.current?.focus();
    // Back on the board, the focus returns to the task's card.
    return () => document.querySelector<HTMLElement>(`.task-card a[href$="/slidepanel/${taskId}"]`)?.focus();
  }, [taskId]);

  // The board stays still behind the drawer: only the drawer scrolls.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('has-task-drawer');
    return () => root.classList.remove('has-task-drawer');
  }, []);

  // Escape closes the panel wherever the focus is (a dialog above it, or a choice inside it, stops its own Escape).
  useEffect(() => {
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) navigate(boardPath(boardTeamID));
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [navigate, boardTeamID]);

  return (
    <div className="task-drawer-layer">
      {/* A click beside the drawer closes it, as Cerrar does; keyboard users have Escape and Cerrar. */}
      <div className="task-drawer-backdrop" aria-hidden="true" onClick={() => navigate(boardPath(boardTeamID))} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        className="task-panel task-drawer"
        aria-labelledby="task-panel-title"
        onKeyDown={(event) => keepTabInsideShown(event, panel.current)}
      >
        <TaskView
          data={data}
          layout="tabs"
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
      </div>
    </div>
  );
}
