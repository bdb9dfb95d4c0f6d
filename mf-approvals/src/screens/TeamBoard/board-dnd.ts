/**
 * Dragging cards between the board's columns (dnd-kit): what a drop means, what screen readers are told in Spanish,
 * how the arrow keys travel between columns, and which presses start a drag. The move itself is the board's one
 * write, the same as the 'Mover a…' choice's.
 */
import {
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  MouseSensor,
  type MouseSensorOptions,
  pointerWithin,
  rectIntersection,
  type ScreenReaderInstructions,
  TouchSensor,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import type { MouseEvent as ReactMouseEvent, TouchEvent as ReactTouchEvent } from 'react';
import { STATUS_COLUMNS } from '../../components/task-facts';

/** What a card carries while dragged, and what a column is as a drop target. */
export type CardDragData = { kind: 'card'; taskId: number; name: string; statusId: number };
export type ColumnDropData = { kind: 'column'; statusId: number; title: string };

export const columnDropId = (statusId: number) => `column-${statusId}`;
export const cardDragId = (taskId: number) => `task-${taskId}`;

const titleOf = (statusId: number) => STATUS_COLUMNS.find((column) => column.id === statusId)?.title ?? '';

/** The move a drop asks for: the task and the column it was let go over, or nothing (outside, or its own column). */
export function moveOfDrop({ active, over }: Pick<DragEndEvent, 'active' | 'over'>): { taskId: number; statusId: number } | null {
  const card = active.data.current as CardDragData | undefined;
  const column = over?.data.current as ColumnDropData | undefined;
  if (card?.kind !== 'card' || column?.kind !== 'column' || column.statusId === card.statusId) return null;
  return { taskId: card.taskId, statusId: column.statusId };
}

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover la tarea a otra columna, pulse espacio o intro. Después, las flechas izquierda y derecha eligen la columna, ' +
    'espacio o intro la deja allí y escape cancela el movimiento.',
};

const cardOf = (active: { data: { current?: unknown } }) => active.data.current as CardDragData | undefined;
const columnOf = (over: { data: { current?: unknown } } | null) => (over?.data.current as ColumnDropData | undefined) ?? null;

/**
 * What a screen reader hears at each step of a drag, with the mouse, a finger or the keyboard. A picked-up card is
 * over its own column at once: that is not said, so the words of the pick-up are not cut short by it.
 */
export function createAnnouncements(): Announcements {
  let pickedUp = false;
  return {
    onDragStart({ active }) {
      const card = cardOf(active);
      pickedUp = true;
      return card ? `Ha cogido la tarea ${card.name}, de la columna ${titleOf(card.statusId)}.` : undefined;
    },
    onDragOver({ active, over }) {
      const card = cardOf(active);
      const column = columnOf(over);
      const first = pickedUp;
      pickedUp = false;
      if (!card || (first && column?.statusId === card.statusId)) return undefined;
      return column ? `La tarea ${card.name} está sobre la columna ${column.title}.` : `La tarea ${card.name} no está sobre ninguna columna.`;
    },
    onDragEnd({ active, over }) {
      const card = cardOf(active);
      const column = columnOf(over);
      if (!card) return undefined;
      if (!column) return `Ha soltado la tarea ${card.name} fuera de las columnas: sigue en ${titleOf(card.statusId)}.`;
      if (column.statusId === card.statusId) return `Ha soltado la tarea ${card.name} en su misma columna, ${column.title}: no se mueve.`;
      return `Ha soltado la tarea ${card.name} en la columna ${column.title}.`;
    },
    onDragCancel({ active }) {
      const card = cardOf(active);
      return card ? `Movimiento cancelado: la tarea ${card.name} sigue en ${titleOf(card.statusId)}.` : undefined;
    },
  };
}

/** The pointer's column when there is a pointer (mouse, finger); the column the dragged card overlaps most otherwise (keys). */
export const columnCollision: CollisionDetection = (args) => {
  const underPointer = args.pointerCoordinates ? pointerWithin(args) : [];
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const STEP: Partial<Record<string, 1 | -1>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Up]: -1,
};

/**
 * The arrow keys carry the card a whole column at a time (the board keeps no order inside a column, so there is
 * nothing to step through there): right and down to the next column, left and up to the one before, stopping at
 * the ends. The card's top left corner goes to the column's, a little below its title.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEP[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { active, droppableRects, over, collisionRect } = context;
  const columns = STATUS_COLUMNS.map((column) => columnDropId(column.id));
  const overColumn = over ? columns.indexOf(String(over.id)) : -1;
  const origin = overColumn >= 0 ? overColumn : columns.indexOf(columnDropId(cardOf(active ?? { data: {} })?.statusId ?? 0));
  if (origin < 0) return undefined;
  const target = columns[Math.min(columns.length - 1, Math.max(0, origin + step))];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect || !collisionRect) return undefined;
  const inset = Math.max(0, (rect.width - collisionRect.width) / 2);
  return { x: rect.left + inset, y: rect.top + Math.min(48, rect.height / 4) };
};

const INTERACTIVE = 'button, select, input, textarea, label, [role="tab"]';
const startsOnControl = (target: EventTarget | null) => target instanceof Element && target.closest(INTERACTIVE) !== null && !target.closest('.task-card-grip');

/** The mouse drags a card from anywhere on it but its controls (the clock, the 'Mover a…' choice); the grip counts. */
export class CardMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: ({ nativeEvent }: ReactMouseEvent, { onActivation }: MouseSensorOptions) => {
        if (nativeEvent.button !== 0 || startsOnControl(nativeEvent.target)) return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** A finger drags after a short press (a swipe still scrolls the columns), never from the card's controls. */
export class CardTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: ({ nativeEvent }: ReactTouchEvent, { onActivation }: TouchSensorOptions) => {
        if (nativeEvent.touches.length > 1 || startsOnControl(nativeEvent.target)) return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}
