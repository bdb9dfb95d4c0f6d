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

/**
 * Seconds as people read a duration: `34 h 22 min`, `45 min`, `0 min`. Seconds are dropped (not rounded up),
 * so a figure never claims a minute that was not worked yet; hours go past 24.
 */
export function formatHoursMinutes(totalSeconds: number | null | undefined): string {
  const { sign, hours, minutes } = split(totalSeconds);
  if (hours === 0 && minutes === 0) return '0 min';
  return hours > 0 ? `${sign}${hours} h ${minutes} min` : `${sign}${minutes} min`;
}

/**
 * Seconds as `HH:mm:ss`, hours past 24 too (90000 → `25:00:00`): only for a clock that is running, where
 * the seconds show it is alive, and where the spec fixes `hh:mm:ss`.
 */
export function formatClock(totalSeconds: number | null | undefined): string {
  const { sign, hours, minutes, seconds } = split(totalSeconds);
  return `${sign}${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}
