/**
 * The `auto_task` configuration (docs/api-contract.md §3.1, §3.2, K3; spec 02 "Task
 * automation"): its codes, and the checks of its shape that the API makes
 * (422) and the form makes before sending. Checks that need the database
 * (tags, team members, allowed domains) are the API's alone.
 */
import { isEmail } from './email';

export const AUTO_TASK_CADENCE = { DAILY: 1, WEEKLY: 2, MONTHLY: 3 } as const;
export type AutoTaskCadence = (typeof AUTO_TASK_CADENCE)[keyof typeof AUTO_TASK_CADENCE];

/** Weekly days: 1 Monday … 5 Friday (L M X J V). */
export const AUTO_TASK_WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** Monthly days offered: 1 to 27, and 30 meaning the month's last day ('Último día'). */
export const AUTO_TASK_LAST_MONTH_DAY = 30;
export const AUTO_TASK_MAX_MONTH_DAY = 27;

/** Plazo: 1 one working day, 2 two working days, 3 one week, 4 two weeks, 5 one month. */
export const AUTO_TASK_DUE = { ONE_WORKING_DAY: 1, TWO_WORKING_DAYS: 2, ONE_WEEK: 3, TWO_WEEKS: 4, ONE_MONTH: 5 } as const;
export type AutoTaskDue = (typeof AUTO_TASK_DUE)[keyof typeof AUTO_TASK_DUE];

/** Tag types of the five selects, in the form's order: Prioridad, Autorización, Haciéndose, Revisado, Entregado. */
export const AUTO_TASK_TAG_TYPES = [1, 2, 3, 5, 4] as const;
export const AUTO_TASK_DEFAULT_TAGS = [1, 2, 3, 5, 4] as const;

/** Local time (Europe/Madrid) at which due automations create their tasks. */
export const AUTO_TASK_RUN_TIME = '08:00';

export type AutoTaskValue = {
  name: string;
  email: string;
  tags: number[];
  cadence: AutoTaskCadence;
  cadence_data: number[];
  due: AutoTaskDue;
  users: number[];
};

export const AUTO_TASK_MESSAGES = {
  NAME_EMPTY: 'El nombre de la tarea no puede estar vacío',
  EMAIL_EMPTY: 'El correo de avisos no puede estar vacío',
  EMAIL_DOMAIN: 'El dominio del correo no está permitido',
  CADENCE_INVALID: 'La cadencia debe ser diaria, semanal o mensual',
  WEEKDAYS_INVALID: 'Debe elegir al menos un día de lunes a viernes',
  MONTH_DAY_INVALID: 'Debe elegir un día del mes del 1 al 27 o el último día',
  DUE_INVALID: 'El plazo no es válido',
  TAGS_INVALID: 'Debe elegir una etiqueta de cada tipo: Prioridad, Autorización, Haciéndose, Revisado y Entregado',
  USERS_INVALID: 'Los usuarios asignados deben pertenecer al equipo',
} as const;

export type AutoTaskProblem = { field: keyof AutoTaskValue | 'value'; message: string };

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((one) => isWholeNumber(one) && one > 0);

function cadenceDataProblem(cadence: number, days: number[]): AutoTaskProblem | null {
  if (cadence === AUTO_TASK_CADENCE.DAILY) return days.length === 0 ? null : { field: 'cadence_data', message: AUTO_TASK_MESSAGES.WEEKDAYS_INVALID };
  if (cadence === AUTO_TASK_CADENCE.WEEKLY) {
    const valid = days.length > 0 && new Set(days).size === days.length && days.every((day) => day >= 1 && day <= 5);
    return valid ? null : { field: 'cadence_data', message: AUTO_TASK_MESSAGES.WEEKDAYS_INVALID };
  }
  const [day] = days;
  const valid = days.length === 1 && day !== undefined && ((day >= 1 && day <= AUTO_TASK_MAX_MONTH_DAY) || day === AUTO_TASK_LAST_MONTH_DAY);
  return valid ? null : { field: 'cadence_data', message: AUTO_TASK_MESSAGES.MONTH_DAY_INVALID };
}

/** The first problem of an `auto_task` value's shape, in the form's field order; null when the shape is right. */
export function autoTaskProblem(value: unknown): AutoTaskProblem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { field: 'value', message: AUTO_TASK_MESSAGES.NAME_EMPTY };
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || v.name.trim() === '') return { field: 'name', message: AUTO_TASK_MESSAGES.NAME_EMPTY };
  if (typeof v.email !== 'string' || !isEmail(v.email.trim())) return { field: 'email', message: AUTO_TASK_MESSAGES.EMAIL_EMPTY };
  if (!isWholeNumber(v.cadence) || ![1, 2, 3].includes(v.cadence)) return { field: 'cadence', message: AUTO_TASK_MESSAGES.CADENCE_INVALID };
  if (!Array.isArray(v.cadence_data) || !v.cadence_data.every(isWholeNumber)) return { field: 'cadence_data', message: AUTO_TASK_MESSAGES.WEEKDAYS_INVALID };
  const daysProblem = cadenceDataProblem(v.cadence, v.cadence_data);
  if (daysProblem) return daysProblem;
  if (!isWholeNumber(v.due) || v.due < 1 || v.due > 5) return { field: 'due', message: AUTO_TASK_MESSAGES.DUE_INVALID };
  if (!isIdList(v.tags) || v.tags.length !== AUTO_TASK_TAG_TYPES.length) return { field: 'tags', message: AUTO_TASK_MESSAGES.TAGS_INVALID };
  if (!isIdList(v.users) || new Set(v.users).size !== v.users.length) return { field: 'users', message: AUTO_TASK_MESSAGES.USERS_INVALID };
  return null;
}

/** The stored form of a value whose shape passed `autoTaskProblem`: trimmed texts, days in order, only known keys. */
export function normaliseAutoTask(value: AutoTaskValue): AutoTaskValue {
  return {
    name: value.name.trim(),
    email: value.email.trim(),
    tags: [...value.tags],
    cadence: value.cadence,
    cadence_data: [...value.cadence_data].sort((a, b) => a - b),
    due: value.due,
    users: [...value.users],
  };
}
