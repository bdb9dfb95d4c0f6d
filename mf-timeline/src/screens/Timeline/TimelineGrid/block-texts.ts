import { type Block, wallClock } from '../day-model';

export const IN_PROGRESS = 'en curso';

/** `Revisar VPN · Comprobar logs`. */
export function workName(block: Block): string {
  return block.subtaskName ? `${block.taskName} · ${block.subtaskName}` : block.taskName;
}

/** `09:00:00 – 10:30:00`, with `(en curso)` for work still running. */
export function timeRange(block: Block): string {
  return `${wallClock(block.startedAt)} – ${wallClock(block.endedAt)}${block.open ? ` (${IN_PROGRESS})` : ''}`;
}

/** The accessible name of a block: its work and its times. */
export function blockLabel(block: Block): string {
  return `${workName(block)}, ${timeRange(block)}`;
}
