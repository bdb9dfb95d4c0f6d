import { AUTO_TASK_CADENCE, AUTO_TASK_LAST_MONTH_DAY, type AutoTaskValue } from '@portal/shared-api';

/** The Spanish names of the `auto_task` codes (spec 02 "Task automation", §9). */
export const CADENCE_OPTIONS = [
  { value: AUTO_TASK_CADENCE.DAILY, label: 'Diaria' },
  { value: AUTO_TASK_CADENCE.WEEKLY, label: 'Semanal' },
  { value: AUTO_TASK_CADENCE.MONTHLY, label: 'Mensual' },
] as const;

export const WEEKDAY_OPTIONS = [
  { value: 1, label: 'L' },
  { value: 2, label: 'M' },
  { value: 3, label: 'X' },
  { value: 4, label: 'J' },
  { value: 5, label: 'V' },
] as const;

export const DUE_OPTIONS = [
  { value: 1, label: 'una jornada' },
  { value: 2, label: 'dos jornadas' },
  { value: 3, label: 'una semana' },
  { value: 4, label: 'dos semanas' },
  { value: 5, label: 'un mes' },
] as const;

/** The five tag selects in the form's order; their types are `AUTO_TASK_TAG_TYPES`. */
export const TAG_SELECT_LABELS = ['Prioridad', 'Autorización', 'Haciéndose', 'Revisado', 'Entregado'] as const;

export const DAILY_NOTE = 'Se creará diariamente a las 8:00';
export const LAST_DAY_LABEL = 'Último día';

const labelOf = (options: readonly { value: number; label: string }[], value: number) => options.find((one) => one.value === value)?.label ?? String(value);

export const monthDayLabel = (day: number) => (day === AUTO_TASK_LAST_MONTH_DAY ? LAST_DAY_LABEL : String(day));

/** The Cadencia cell: 'Diaria', 'Semanal: L, X' or 'Mensual: 15'. */
export function describeCadence({ cadence, cadence_data }: Pick<AutoTaskValue, 'cadence' | 'cadence_data'>): string {
  const name = labelOf(CADENCE_OPTIONS, cadence);
  if (cadence === AUTO_TASK_CADENCE.WEEKLY) return `${name}: ${cadence_data.map((day) => labelOf(WEEKDAY_OPTIONS, day)).join(', ')}`;
  if (cadence === AUTO_TASK_CADENCE.MONTHLY) return `${name}: ${cadence_data.map(monthDayLabel).join(', ')}`;
  return name;
}

export const describeDue = (due: number) => labelOf(DUE_OPTIONS, due);
