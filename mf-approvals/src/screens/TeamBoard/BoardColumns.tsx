import { type Task, tasksApi } from '@portal/shared-api';
import { useSessionUser } from '@portal/shared-api/react';
import { EmptyState, useLiveUpdates } from '@portal/shared-ui';
import { useState } from 'react';
import type { People } from '../../components/Assignees';
import { mayOfferMoves } from '../../components/task-powers';
import { STATUS_COLUMNS, statusIdOf, statusNamed } from '../../components/task-facts';
import { isAboutTask } from '../../components/task-updates';
import { useOptimisticTasks } from '../../components/use-optimistic-tasks';
import { useClockToggle } from '../../components/WorkClock';
import { type BoardFilter, passesFilter } from './board-filters';
import { TaskCard } from './TaskCard';

type BoardColumnsProps = { tasks: Task[]; people: People; filter: BoardFilter; teamIri: string };

/** The team's tasks in one column per status, newest first; moves show at once and are undone if the server refuses. */
export function BoardColumns({ tasks: loaded, people, filter, teamIri }: BoardColumnsProps) {
  const user = useSessionUser();
  const { tasks, apply } = useOptimisticTasks(loaded);
  const clock = useClockToggle();
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const mayMove = mayOfferMoves(user);
  // Others' changes: the team's tasks, messages, subtasks and clocks on the tasks shown, and the tag catalogue the pickers offer.
  useLiveUpdates((update) => update.item?.team === teamIri || update.resource === 'tags' || loaded.some((task) => isAboutTask(update, task['@id'])));
  const shown = tasks.filter((task) => passesFilter(task, filter, user?.id ?? null));

  const move = (task: Task, statusId: number) => {
    if (statusIdOf(task) === statusId) return;
    void apply(task, {
      guess: { status: statusNamed(statusId) },
      write: () => tasksApi.change(task.id, { statusId }),
    });
  };

  return (
    <div className="board-columns">
      {STATUS_COLUMNS.map((column) => {
        const inColumn = shown.filter((task) => statusIdOf(task) === column.id);
        return (
          <section
            key={column.id}
            className={`board-column${dropTarget === column.id ? ' is-drop-target' : ''}`}
            aria-label={column.title}
            onDragOver={(event) => {
              if (!mayMove) return;
              event.preventDefault();
              setDropTarget(column.id);
            }}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(event) => {
              setDropTarget(null);
              const task = tasks.find((candidate) => String(candidate.id) === event.dataTransfer?.getData('text/plain'));
              if (mayMove && task) move(task, column.id);
            }}
          >
            <h2 className="board-column-title">
              {column.title} <span className="badge">{inColumn.length}</span>
            </h2>
            {inColumn.length === 0 ? (
              <EmptyState message="No hay tareas en esta columna." />
            ) : (
              <ul className="board-cards">
                {inColumn.map((task) => (
                  <li key={task.id}>
                    <TaskCard
                      task={task}
                      people={people}
                      onMove={mayMove ? move : undefined}
                      clockBusy={clock.isBusy({ kind: 'task', id: task.id })}
                      onToggleClock={() => void clock.toggle({ kind: 'task', id: task.id })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
