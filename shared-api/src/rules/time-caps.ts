/** Time caps (`/api/time_caps`, spec 02 "Time caps"): hours are entered, seconds are stored. */
export const SECONDS_PER_HOUR = 3600;

/** The smallest allowance: one hour. */
export const MIN_TIME_CAP_SECONDS = SECONDS_PER_HOUR;

export const TIME_CAP_MESSAGES = {
  DESCRIPTION_INVALID: 'Descripción no válida',
  TOO_FEW_HOURS: 'El número de horas debe ser mayor que 1',
} as const;

export type TimeCapDraft = { name?: unknown; time?: unknown };

/** The first refusal of a time cap body, as the API words it; null when it may be sent. */
export function timeCapProblem(draft: TimeCapDraft): { field: 'name' | 'time'; message: string } | null {
  if (typeof draft.name !== 'string' || draft.name.trim() === '') return { field: 'name', message: TIME_CAP_MESSAGES.DESCRIPTION_INVALID };
  if (typeof draft.time !== 'number' || !Number.isInteger(draft.time) || draft.time < MIN_TIME_CAP_SECONDS) {
    return { field: 'time', message: TIME_CAP_MESSAGES.TOO_FEW_HOURS };
  }
  return null;
}

/** Seconds as `hh:mm:ss` (hours may pass 99), how caps and their usage are shown. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
