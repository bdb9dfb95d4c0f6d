import { useSession } from '@portal/shared-api/react';
import type { ReactNode } from 'react';

export type ShortWeek = { monday: string; sunday: string; missing: number };

/** `h` hours and `m` minutes, the way the notice names the missing time. */
const hoursAndMinutes = (seconds: number) => `${Math.floor(seconds / 3600)} h ${Math.ceil((seconds % 3600) / 60)} min`;

/**
 * The 77 % rule's notice while last week falls short and new clocks are
 * refused (a pending justification lifts it). `action` gets the week to justify.
 */
export function LockNotice({ action, className }: { action: (week: ShortWeek) => ReactNode; className?: string }) {
  const payload = useSession().payload;
  if (!payload?.lock_tasks) return null;
  const week = { monday: payload.last_monday, sunday: payload.last_sunday, missing: payload.lock_missing ?? 0 };
  return (
    <div className={`notice lock-notice ${className ?? ''}`} role="status">
      <span>{`La semana pasada no llegó al 77 % de su horario: faltan ${hoursAndMinutes(week.missing)}. No podrá iniciar tareas hasta justificarlo.`}</span>
      {action(week)}
    </div>
  );
}
