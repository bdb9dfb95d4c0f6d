import type { Active, DroppableContainer, Over } from '@dnd-kit/core';
import { type CardDragData, type ColumnDropData, columnDropId, columnKeyboardCoordinates, createAnnouncements, moveOfDrop, SCREEN_READER_INSTRUCTIONS } from './board-dnd';

const card: CardDragData = { kind: 'card', taskId: 11, name: 'No funciona la impresora', statusId: 2 };
const active = { id: 'task-11', data: { current: card }, rect: { current: { initial: null, translated: null } } } as unknown as Active;
const column = (statusId: number, title: string): Over =>
  ({ id: columnDropId(statusId), data: { current: { kind: 'column', statusId, title } satisfies ColumnDropData }, rect: {}, disabled: false }) as unknown as Over;

describe('moveOfDrop', () => {
  it('moves the task to the column it is let go over', () => {
    expect(moveOfDrop({ active, over: column(1, 'Activas') })).toEqual({ taskId: 11, statusId: 1 });
    expect(moveOfDrop({ active, over: column(3, 'Rechazadas') })).toEqual({ taskId: 11, statusId: 3 });
  });

  it('moves nothing when let go outside the columns or over its own', () => {
    expect(moveOfDrop({ active, over: null })).toBeNull();
    expect(moveOfDrop({ active, over: column(2, 'Solicitadas') })).toBeNull();
  });
});

describe('what screen readers are told, in Spanish', () => {
  it('says how to move with the keys', () => {
    expect(SCREEN_READER_INSTRUCTIONS.draggable).toBe(
      'Para mover la tarea a otra columna, pulse espacio o intro. Después, las flechas izquierda y derecha eligen la columna, espacio o intro la deja allí y escape cancela el movimiento.',
    );
  });

  it('names the task and the columns at every step', () => {
    const ANNOUNCEMENTS = createAnnouncements();
    expect(ANNOUNCEMENTS.onDragStart({ active })).toBe('Ha cogido la tarea No funciona la impresora, de la columna Solicitadas.');
    // Over its own column at once: not said, so the pick-up is heard whole; said when it comes back there.
    expect(ANNOUNCEMENTS.onDragOver({ active, over: column(2, 'Solicitadas') })).toBeUndefined();
    expect(ANNOUNCEMENTS.onDragOver({ active, over: column(1, 'Activas') })).toBe('La tarea No funciona la impresora está sobre la columna Activas.');
    expect(ANNOUNCEMENTS.onDragOver({ active, over: null })).toBe('La tarea No funciona la impresora no está sobre ninguna columna.');
    expect(ANNOUNCEMENTS.onDragOver({ active, over: column(2, 'Solicitadas') })).toBe('La tarea No funciona la impresora está sobre la columna Solicitadas.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: column(1, 'Activas') })).toBe('Ha soltado la tarea No funciona la impresora en la columna Activas.');
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: column(2, 'Solicitadas') })).toBe(
      'Ha soltado la tarea No funciona la impresora en su misma columna, Solicitadas: no se mueve.',
    );
    expect(ANNOUNCEMENTS.onDragEnd({ active, over: null })).toBe('Ha soltado la tarea No funciona la impresora fuera de las columnas: sigue en Solicitadas.');
    expect(ANNOUNCEMENTS.onDragCancel({ active, over: null })).toBe('Movimiento cancelado: la tarea No funciona la impresora sigue en Solicitadas.');
  });
});

describe('columnKeyboardCoordinates', () => {
  // Four columns of 280 px side by side, in the board's order: Solicitadas, Activas, Finalizadas, Rechazadas.
  const rects = new Map([2, 1, 4, 3].map((statusId, index) => [columnDropId(statusId), { left: index * 300, top: 100, width: 280, height: 600 }]));
  const key = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
  const moveWith = (code: string, over: Over | null) =>
    columnKeyboardCoordinates(key(code), {
      active: active.id,
      currentCoordinates: { x: 10, y: 160 },
      context: {
        active,
        over,
        droppableRects: rects,
        droppableContainers: new Map() as unknown as DroppableContainer,
        collisionRect: { left: 10, top: 160, width: 260, height: 120 },
      } as never,
    });

  it('carries the card a column at a time with the arrows, stopping at the ends', () => {
    expect(moveWith('ArrowRight', column(2, 'Solicitadas'))).toEqual({ x: 310, y: 148 });
    expect(moveWith('ArrowDown', column(1, 'Activas'))).toEqual({ x: 610, y: 148 });
    expect(moveWith('ArrowLeft', column(1, 'Activas'))).toEqual({ x: 10, y: 148 });
    expect(moveWith('ArrowRight', column(3, 'Rechazadas'))).toEqual({ x: 910, y: 148 });
    expect(moveWith('ArrowLeft', column(2, 'Solicitadas'))).toEqual({ x: 10, y: 148 });
  });

  it('starts from the card’s own column when it is over none, and leaves other keys alone', () => {
    expect(moveWith('ArrowRight', null)).toEqual({ x: 310, y: 148 });
    expect(moveWith('KeyA', null)).toBeUndefined();
  });
});
