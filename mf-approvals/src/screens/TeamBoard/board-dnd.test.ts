import type { Active, ClientRect, DroppableContainer, Over } from '@dnd-kit/core';
import {
  boardCollision,
  boardKeyboardCoordinates,
  type CardDragData,
  type ColumnDropData,
  columnDropId,
  createAnnouncements,
  moveOfDrop,
  type PlaceDropData,
  placeDropId,
  SCREEN_READER_INSTRUCTIONS,
} from './board-dnd';

// The card dragged: in Solicitadas (2), right after card 10.
const card: CardDragData = { kind: 'card', taskId: 11, name: 'No funciona la impresora', statusId: 2, afterId: 10 };
const active = { id: 'task-11', data: { current: card }, rect: { current: { initial: null, translated: null } } } as unknown as Active;
const TITLES: Record<number, string> = { 1: 'Activas', 2: 'Solicitadas', 3: 'Rechazadas', 4: 'Finalizadas' };
const columnData = (statusId: number): ColumnDropData => ({ kind: 'column', statusId, title: TITLES[statusId] ?? '' });
const placeData = (taskId: number, statusId: number): PlaceDropData => ({ kind: 'after', taskId, name: `Tarea ${taskId}`, statusId, title: TITLES[statusId] ?? '' });
const over = (id: string, data: ColumnDropData | PlaceDropData): Over => ({ id, data: { current: data }, rect: {}, disabled: false }) as unknown as Over;
const column = (statusId: number) => over(columnDropId(statusId), columnData(statusId));
const after = (taskId: number, statusId: number) => over(placeDropId(taskId), placeData(taskId, statusId));

describe('moveOfDrop', () => {
  it('moves the task to the place it is let go over: a column\'s first place, or right after a card', () => {
    expect(moveOfDrop({ active, over: column(1) })).toEqual({ taskId: 11, statusId: 1, placeAfterId: null });
    expect(moveOfDrop({ active, over: after(30, 3) })).toEqual({ taskId: 11, statusId: 3, placeAfterId: 30 });
    expect(moveOfDrop({ active, over: column(2) })).toEqual({ taskId: 11, statusId: 2, placeAfterId: null });
    expect(moveOfDrop({ active, over: after(12, 2) })).toEqual({ taskId: 11, statusId: 2, placeAfterId: 12 });
  });

  it('moves nothing when let go outside the columns or in its own place', () => {
    expect(moveOfDrop({ active, over: null })).toBeNull();
    expect(moveOfDrop({ active, over: after(10, 2) })).toBeNull();
  });
});

describe('what screen readers are told, in Spanish', () => {
  it('says how to move with the keys', () => {
    expect(SCREEN_READER_INSTRUCTIONS.draggable).toBe(
      'Para mover la tarea, pulse espacio o intro. Después, las flechas izquierda y derecha eligen la columna, arriba y abajo el sitio dentro de ella, espacio o intro la deja allí y escape cancela el movimiento.',
    );
  });

  it('names the task, the column and the card it would follow at every step', () => {
    const ANNOUNCEMENTS = createAnnouncements();
    expect(ANNOUNCEMENTS.onDragStart({ active })).toBe('Ha cogido la tarea No funciona la impresora, de la columna Solicitadas.');
    // Over its own place at once: not said, so the pick-up is heard whole; said when it comes back there.
    expect(ANNOUNCEMENTS.onDragOver({ active, over: after(10, 2) })).toBeUndefined();
    expect(ANNOUNCEMENTS.onDragOver({ active, over: column(2) })).toBe('La tarea No funciona la impresora irá la primera de la columna Solicitadas.');
    expect(ANNOUNCEMENTS.onDragOver({ active, over: after(30, 1) })).toBe('La tarea No funciona la impresora irá después de Tarea 30, en la columna Activas.');
    expect(ANNOUNCEMENTS.onDragOver({ active, over: null })).toBe('La tarea No funciona la impresora no está sobre ninguna columna.');
    expect(ANNOUNCEMENTS.onDragOver({ active, over: after(10, 2) })).toBe('La tarea No funciona la impresora irá después de Tarea 10, en la columna Solicitadas.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: column(1) })).toBe('Ha soltado la tarea No funciona la impresora en la columna Activas, la primera.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: after(30, 1) })).toBe('Ha soltado la tarea No funciona la impresora en la columna Activas, después de Tarea 30.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: after(10, 2) })).toBe('Ha soltado la tarea No funciona la impresora en su mismo sitio: no se mueve.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: null })).toBe('Ha soltado la tarea No funciona la impresora fuera de las columnas: sigue en Solicitadas.');
    expect(ANNOUNCEMENTS.onDragCancel({ active, over: null })).toBe('Movimiento cancelado: la tarea No funciona la impresora sigue en Solicitadas.');
  });
});

// Four columns of 280 px side by side, in the board's order: Solicitadas, Activas, Finalizadas, Rechazadas. Solicitadas
// holds cards 10, 11 (the dragged one) and 12, each 100 px high with 10 px between; Activas holds card 30.
const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
const rects = new Map<string, ClientRect>([
  ...[2, 1, 4, 3].map((statusId, index): [string, ClientRect] => [columnDropId(statusId), rect(index * 300, 100, 280, 600)]),
  [placeDropId(10), rect(10, 150, 260, 100)],
  [placeDropId(11), rect(10, 260, 260, 100)],
  [placeDropId(12), rect(10, 370, 260, 100)],
  [placeDropId(30), rect(310, 150, 260, 100)],
]);
const containers = [
  ...[2, 1, 4, 3].map((statusId) => ({ id: columnDropId(statusId), data: { current: columnData(statusId) } })),
  ...[
    [10, 2],
    [11, 2],
    [12, 2],
    [30, 1],
  ].map(([taskId = 0, statusId = 0]) => ({ id: placeDropId(taskId), data: { current: placeData(taskId, statusId) } })),
].map((container) => ({ ...container, disabled: false, rect: { current: rects.get(container.id) ?? null }, node: { current: null } })) as unknown as DroppableContainer[];

describe('boardCollision', () => {
  const collide = (pointer: { x: number; y: number } | null, collisionRect = rect(10, 260, 260, 100)) =>
    boardCollision({ active, collisionRect, droppableRects: rects, droppableContainers: containers, pointerCoordinates: pointer })[0]?.id;

  it('finds the column under the pointer, then the place after the last card whose middle is above it', () => {
    expect(collide({ x: 100, y: 120 })).toBe(columnDropId(2));
    expect(collide({ x: 100, y: 210 })).toBe(placeDropId(10));
    // Over the dragged card itself: still after card 10, where it is.
    expect(collide({ x: 100, y: 330 })).toBe(placeDropId(10));
    expect(collide({ x: 100, y: 460 })).toBe(placeDropId(12));
    expect(collide({ x: 400, y: 160 })).toBe(columnDropId(1));
    expect(collide({ x: 400, y: 600 })).toBe(placeDropId(30));
    expect(collide({ x: 1300, y: 160 }, rect(1300, 160, 260, 100))).toBeUndefined();
  });

  it('reads the dragged card\'s middle when there is no pointer (keys)', () => {
    expect(collide(null, rect(10, 380, 260, 100))).toBe(placeDropId(12));
    expect(collide(null, rect(310, 100, 260, 100))).toBe(columnDropId(1));
  });
});

describe('boardKeyboardCoordinates', () => {
  const key = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
  const moveWith = (code: string, where: Over | null) =>
    boardKeyboardCoordinates(key(code), {
      active: active.id,
      currentCoordinates: { x: 10, y: 260 },
      context: {
        active,
        over: where,
        droppableRects: rects,
        droppableContainers: { getEnabled: () => containers } as never,
        collisionRect: rect(10, 260, 260, 100),
      } as never,
    });

  it('carries the card to the first place of the column beside with left and right, stopping at the ends', () => {
    // The dragged card's middle (50 px below its top) goes 2 px inside the first card's top edge.
    expect(moveWith('ArrowRight', after(10, 2))).toEqual({ x: 310, y: 102 });
    expect(moveWith('ArrowLeft', column(1))).toEqual({ x: 10, y: 102 });
    expect(moveWith('ArrowLeft', after(10, 2))).toBeUndefined();
    expect(moveWith('ArrowRight', column(3))).toBeUndefined();
    // An empty column: a little below its title.
    expect(moveWith('ArrowRight', column(1))).toEqual({ x: 610, y: 98 });
  });

  it('steps one place up or down within the column, skipping the dragged card and stopping at the ends', () => {
    // From after card 10 (its own place): down is after card 12, 2 px below it; up is the first place.
    expect(moveWith('ArrowDown', after(10, 2))).toEqual({ x: 10, y: 422 });
    expect(moveWith('ArrowUp', after(10, 2))).toEqual({ x: 10, y: 102 });
    expect(moveWith('ArrowUp', column(2))).toEqual({ x: 10, y: 102 });
    expect(moveWith('ArrowDown', after(12, 2))).toEqual({ x: 10, y: 422 });
    expect(moveWith('ArrowDown', column(2))).toEqual({ x: 10, y: 202 });
  });

  it('leaves other keys alone', () => {
    expect(moveWith('KeyA', null)).toBeUndefined();
  });
});
