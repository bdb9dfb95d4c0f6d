/**
 * Dragging cards between the board's columns and within one (dnd-kit): what a drop means, what screen readers are
 * told in Spanish, how the arrow keys travel between columns and places, and which presses start a drag. The move
 * itself is the board's one write, the same as the 'Mover a…' choice's.
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

/**
 * What a card carries while dragged (with the card it follows in its column now, null when first), what a column
 * is as a drop target (its first place), and the place right after a card, which every card offers.
 */
export type CardDragData = { kind: 'card'; taskId: number; name: string; statusId: number; afterId: number | null };
export type ColumnDropData = { kind: 'column'; statusId: number; title: string };
export type PlaceDropData = { kind: 'after'; taskId: number; name: string; statusId: number; title: string };
type DropData = ColumnDropData | PlaceDropData;

export const columnDropId = (statusId: number) => `column-${statusId}`;
export const cardDragId = (taskId: number) => `task-${taskId}`;
export const placeDropId = (taskId: number) => `after-${taskId}`;

const titleOf = (statusId: number) => STATUS_COLUMNS.find((column) => column.id === statusId)?.title ?? '';

const cardOf = (active: { data: { current?: unknown } } | null) => active?.data.current as CardDragData | undefined;
const dropOf = (over: { data: { current?: unknown } } | null | undefined) => (over?.data.current as DropData | undefined) ?? null;
/** The card a drop target puts the dragged one after: null for a column's first place. */
const afterIdOf = (drop: DropData) => (drop.kind === 'after' ? drop.taskId : null);
const isOwnPlace = (card: CardDragData, drop: DropData) => drop.statusId === card.statusId && afterIdOf(drop) === card.afterId;

/** The move a drop asks for: the task, its column and the card it is to follow (null: first), or nothing when it stays where it was. */
export function moveOfDrop({ active, over }: Pick<DragEndEvent, 'active' | 'over'>): { taskId: number; statusId: number; placeAfterId: number | null } | null {
  const card = cardOf(active);
  const drop = dropOf(over);
  if (card?.kind !== 'card' || !drop || isOwnPlace(card, drop)) return null;
  return { taskId: card.taskId, statusId: drop.statusId, placeAfterId: afterIdOf(drop) };
}

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover la tarea, pulse espacio o intro. Después, las flechas izquierda y derecha eligen la columna, arriba y abajo ' +
    'el sitio dentro de ella, espacio o intro la deja allí y escape cancela el movimiento.',
};

const placeText = (drop: DropData) => (drop.kind === 'after' ? `después de ${drop.name}, en la columna ${drop.title}` : `la primera de la columna ${drop.title}`);

/**
 * What a screen reader hears at each step of a drag, with the mouse, a finger or the keyboard. A picked-up card is
 * over its own place at once: that is not said, so the words of the pick-up are not cut short by it.
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
      const drop = dropOf(over);
      const first = pickedUp;
      pickedUp = false;
      if (!card || (first && drop && isOwnPlace(card, drop))) return undefined;
      return drop ? `La tarea ${card.name} irá ${placeText(drop)}.` : `La tarea ${card.name} no está sobre ninguna columna.`;
    },
    onDragEnd({ active, over }) {
      const card = cardOf(active);
      const drop = dropOf(over);
      if (!card) return undefined;
      if (!drop) return `Ha soltado la tarea ${card.name} fuera de las columnas: sigue en ${titleOf(card.statusId)}.`;
      if (isOwnPlace(card, drop)) return `Ha soltado la tarea ${card.name} en su mismo sitio: no se mueve.`;
      return drop.kind === 'after'
        ? `Ha soltado la tarea ${card.name} en la columna ${drop.title}, después de ${drop.name}.`
        : `Ha soltado la tarea ${card.name} en la columna ${drop.title}, la primera.`;
    },
    onDragCancel({ active }) {
      const card = cardOf(active);
      return card ? `Movimiento cancelado: la tarea ${card.name} sigue en ${titleOf(card.statusId)}.` : undefined;
    },
  };
}

type Containers = Parameters<CollisionDetection>[0]['droppableContainers'];
type Rects = Parameters<CollisionDetection>[0]['droppableRects'];

/** The other cards of a column as drop places, top to bottom, with where they are on the screen. */
function placesIn(containers: Containers, rects: Rects, statusId: number, draggedId: number | undefined) {
  return containers
    .flatMap((container) => {
      const data = container.data.current as DropData | undefined;
      const rect = rects.get(container.id);
      return data?.kind === 'after' && data.statusId === statusId && data.taskId !== draggedId && rect ? [{ container, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
}

/**
 * The column under the pointer (mouse, finger), or the one the dragged card overlaps most (keys); then the place in
 * it: right after the last card whose middle is above the pointer (or the dragged card's middle), or the column's
 * first place when there is none.
 */
export const boardCollision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((container) => (container.data.current as DropData | undefined)?.kind === 'column');
  const columnArgs = { ...args, droppableContainers: columns };
  const underPointer = args.pointerCoordinates ? pointerWithin(columnArgs) : [];
  const [column] = underPointer.length > 0 ? underPointer : rectIntersection(columnArgs);
  const statusId = (column?.data?.droppableContainer as { data: { current?: DropData } } | undefined)?.data.current?.statusId;
  if (!column || statusId === undefined) return [];
  const y = args.pointerCoordinates?.y ?? args.collisionRect.top + args.collisionRect.height / 2;
  const above = placesIn(args.droppableContainers, args.droppableRects, statusId, cardOf(args.active)?.taskId).filter(
    ({ rect }) => rect.top + rect.height / 2 < y,
  );
  const place = above.at(-1);
  return place ? [{ id: place.container.id, data: { droppableContainer: place.container, value: 0 } }] : [column];
};

const COLUMN_STEP: Partial<Record<string, 1 | -1>> = { [KeyboardCode.Right]: 1, [KeyboardCode.Left]: -1 };
const PLACE_STEP: Partial<Record<string, 1 | -1>> = { [KeyboardCode.Down]: 1, [KeyboardCode.Up]: -1 };

/**
 * The arrow keys carry the card: left and right to the first place of the column beside, up and down one place
 * within the column, stopping at the ends. The dragged card's middle goes just inside the top edge of the card it is
 * to precede, or just below the card it is to follow, where the collision detection above reads it.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const columnStep = COLUMN_STEP[event.code];
  const placeStep = PLACE_STEP[event.code];
  if (columnStep === undefined && placeStep === undefined) return undefined;
  event.preventDefault();
  const { active, droppableRects, droppableContainers, over, collisionRect } = context;
  const card = cardOf(active);
  if (!card || !collisionRect) return undefined;
  const drop = dropOf(over);
  const order: number[] = STATUS_COLUMNS.map((column) => column.id);
  const here = drop?.statusId ?? card.statusId;
  const statusId = order[Math.min(order.length - 1, Math.max(0, order.indexOf(here) + (columnStep ?? 0)))] ?? here;
  const columnRect = droppableRects.get(columnDropId(statusId));
  if (!columnRect || (columnStep !== undefined && statusId === here)) return undefined;
  const places = placesIn(droppableContainers.getEnabled(), droppableRects, statusId, card.taskId);
  // Place 0 is the column's first; place k follows the k-th card.
  const current = drop && statusId === here ? (drop.kind === 'after' ? places.findIndex(({ container }) => container.id === placeDropId(drop.taskId)) + 1 : 0) : 0;
  const wanted = placeStep === undefined ? 0 : Math.min(places.length, Math.max(0, current + placeStep));
  const follows = places[wanted - 1]?.rect;
  const precedes = places[wanted]?.rect;
  const middle = follows ? follows.top + follows.height + 2 : precedes ? precedes.top + 2 : columnRect.top + Math.min(48, columnRect.height / 4);
  const inset = Math.max(0, (columnRect.width - collisionRect.width) / 2);
  return { x: columnRect.left + inset, y: middle - collisionRect.height / 2 };
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
