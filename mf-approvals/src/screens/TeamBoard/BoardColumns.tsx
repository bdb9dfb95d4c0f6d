import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, KeyboardSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { idFromIri, type Task, tasksApi } from '@portal/shared-api';
import { AUDIENCE_TOPICS } from '@portal/shared-api/rules';
import { useSessionUser } from '@portal/shared-api/react';
import { EmptyState, useLiveUpdates } from '@portal/shared-ui';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { People } from '../../components/Assignees';
import { mayOfferMoves } from '../../components/task-powers';
import { STATUS_COLUMNS, statusIdOf, statusNamed } from '../../components/task-facts';
import { isAboutTask } from '../../components/task-updates';
import { useOptimisticTasks } from '../../components/use-optimistic-tasks';
import { useClockToggle } from '../../components/WorkClock';
import {
  boardCollision,
  boardKeyboardCoordinates,
  CardMouseSensor,
  CardTouchSensor,
  type ColumnDropData,
  columnDropId,
  createAnnouncements,
  moveOfDrop,
  SCREEN_READER_INSTRUCTIONS,
} from './board-dnd';
import { byBoardOrder, rankOfPlace } from './board-ranks';
import { type BoardFilter, passesFilter } from './board-filters';
import { DraggableTaskCard, TaskCard } from './TaskCard';

type BoardColumnsProps = { tasks: Task[]; people: People; filter: BoardFilter; teamIri: string };

type Column = (typeof STATUS_COLUMNS)[number];

/** One status column: its first place is where a card dropped over no other card goes. */
function BoardColumn({ column, count, children }: { column: Column; count: number; children: ReactNode }) {
  const data: ColumnDropData = { kind: 'column', statusId: column.id, title: column.title };
  const { setNodeRef, isOver, active, over } = useDroppable({ id: columnDropId(column.id), data });
  const fromHere = (active?.data.current as { statusId?: number } | undefined)?.statusId === column.id;
  const overHere = (over?.data.current as { statusId?: number } | undefined)?.statusId === column.id;
  const classes = ['board-column', overHere && !fromHere && 'is-drop-target', isOver && 'is-drop-first'];
  return (
    <section ref={setNodeRef} className={classes.filter(Boolean).join(' ')} aria-label={column.title} data-status={column.id}>
      <h2 className="board-column-title">
        {column.title} <span className="badge">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/**
 * The team's tasks in one column per status, in the order the team gave them (new ones on top). Those who may move
 * tasks drag a card to a place in any column with the mouse, a finger or the keys, or choose 'Mover a…' on it (first
 * in that column); both make the same write, shown at once and undone with the server's reason if refused.
 */
export function BoardColumns({ tasks: loaded, people, filter, teamIri }: BoardColumnsProps) {
  const user = useSessionUser();
  const { tasks, apply } = useOptimisticTasks(loaded);
  const clock = useClockToggle();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcements] = useState(createAnnouncements);
  const mayMove = mayOfferMoves(user);
  const { revalidate } = useRevalidator();
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  // Others' changes: the team's tasks, messages, subtasks and clocks on the tasks shown, and the tag catalogue the pickers offer.
  // A board of a team beyond the person's own is followed while it is shown (the feed carries their own teams only).
  useLiveUpdates(
    (update) => update.item?.team === teamIri || update.resource === 'tags' || loaded.some((task) => isAboutTask(update, task['@id'])),
    'revalidate',
    { topics: [AUDIENCE_TOPICS.team(idFromIri(teamIri) ?? 0)] },
  );
  const shown = tasks.filter((task) => passesFilter(task, filter, user?.id ?? null)).sort(byBoardOrder);
  const columnOf = (statusId: number, without?: number) => shown.filter((task) => statusIdOf(task) === statusId && task.id !== without);

  // The move says which column the card was seen in, so a card someone else moved meanwhile is refused (409), not
  // moved twice; a refused move re-reads the board, which then shows the card where it really is. Without a place
  // ('Mover a…') the card goes first in its new column.
  const move = async (task: Task, statusId: number, placeAfterId?: number | null) => {
    const fromStatusId = statusIdOf(task);
    const boardRank = rankOfPlace(columnOf(statusId, task.id), placeAfterId ?? null, task.boardRank);
    const moved = await apply(task, {
      guess: { status: statusNamed(statusId), ...(boardRank === undefined ? {} : { boardRank }) },
      write: () => tasksApi.change(task.id, { statusId, fromStatusId, placeAfterId }),
    });
    if (!moved) await revalidate();
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const wanted = moveOfDrop(event);
    const task = wanted && tasks.find((candidate) => candidate.id === wanted.taskId);
    if (wanted && task) void move(task, wanted.statusId, wanted.placeAfterId);
  };
  const draggedTask = dragged === null ? undefined : tasks.find((task) => task.id === dragged);
  const cardProps = (task: Task) => ({
    task,
    people,
    onMove: mayMove ? (moved: Task, statusId: number) => void move(moved, statusId) : undefined,
    clockBusy: clock.isBusy({ kind: 'task', id: task.id }),
    onToggleClock: () => void clock.toggle({ kind: 'task', id: task.id }),
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={(event: DragStartEvent) => setDragged((event.active.data.current as { taskId?: number } | undefined)?.taskId ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
    >
      <div className="board-columns">
        {STATUS_COLUMNS.map((column) => {
          const inColumn = columnOf(column.id);
          return (
            <BoardColumn key={column.id} column={column} count={inColumn.length}>
              {inColumn.length === 0 ? (
                <EmptyState message="No hay tareas en esta columna." />
              ) : (
                <ul className="board-cards">
                  {inColumn.map((task, index) => (
                    <li key={task.id}>
                      {mayMove ? <DraggableTaskCard {...cardProps(task)} columnTitle={column.title} afterId={inColumn[index - 1]?.id ?? null} /> : <TaskCard {...cardProps(task)} />}
                    </li>
                  ))}
                </ul>
              )}
            </BoardColumn>
          );
        })}
      </div>
      {/* The card under the pointer floats above every column (they scroll on their own and would clip it). */}
      <DragOverlay className="board-drag-overlay" dropAnimation={null}>{draggedTask ? <TaskCard {...cardProps(draggedTask)} preview /> : null}</DragOverlay>
    </DndContext>
  );
}
