type Parts = { sign: string; hours: number; minutes: number; seconds: number };

function split(totalSeconds: number | null | undefined): Parts {
  const value = Number.isFinite(totalSeconds) ? Math.trunc(totalSeconds as number) : 0;
  const absolute = Math.abs(value);
  return {
    sign: value < 0 ? '-' : '',
    hours: Math.floor(absolute / 3600),
    minutes: Math.floor((absolute % 3600) / 60),
    seconds: absolute % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as `HH:mm:ss`; hours go past 24 (90000 → `25:00:00`). */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const { sign, hours, minutes, seconds } = split(totalSeconds);
  return `${sign}${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** Seconds as `4h 0m 0s`. */
export function formatHoursMinutesSeconds(totalSeconds: number | null | undefined): string {
  const { sign, hours, minutes, seconds } = split(totalSeconds);
  return `${sign}${hours}h ${minutes}m ${seconds}s`;
}
