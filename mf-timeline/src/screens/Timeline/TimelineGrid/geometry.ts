import { DAY_MINUTES } from '../day-model';

/** Pixels per minute column: a whole day is 2,880 px wide, scrolled sideways. */
export const MINUTE_PX = 2;
export const ROW_PX = 36;
export const NAME_COLUMN_PX = 220;
export const DAY_PX = DAY_MINUTES * MINUTE_PX;
/** Rows rendered beyond the visible ones, so a quick scroll never shows a blank band. */
export const OVERSCAN_ROWS = 4;

export const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** `left` and `width` of a minute span on the track. */
export function spanStyle(start: number, end: number): { left: number; width: number } {
  return { left: start * MINUTE_PX, width: Math.max(1, (end - start) * MINUTE_PX) };
}
