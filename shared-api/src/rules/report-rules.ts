/**
 * The report requests' rules (spec 02 §5, docs/api-contract.md T): the Spanish refusals
 * and the checks that both the API and the report screen apply.
 */
export const REPORT_MESSAGES = {
  WRONG_PARAMETER: 'Parámetro incorrecto',
  END_BEFORE_START: 'La fecha de fin debe ser mayor o igual a la de inicio',
  TASK_REQUIRED: 'Debe seleccionar una tarea primero',
  TEAM_REQUIRED: 'Debe seleccionar un equipo',
  REPORTS_IN_PROGRESS: 'Ya tiene informes en preparación. Espere a recibirlos.',
} as const;

/** Refusal of a range longer than a report allows. */
export const periodTooLong = (maxDays: number): string => `El periodo no puede superar ${maxDays} días`;

/** The two kinds of user report: the tasks someone requested, or the time someone worked. */
export const USER_REPORT_TYPES = ['solicitante', 'user'] as const;
export type UserReportType = (typeof USER_REPORT_TYPES)[number];

export const isUserReportType = (value: unknown): value is UserReportType => USER_REPORT_TYPES.includes(value as UserReportType);

/** Fewer typed characters than this leave the task search button disabled (the server itself needs 3). */
export const MIN_TASK_SEARCH_LENGTH = 4;

/** Days a team report (T3) may span. */
export const MAX_TEAM_REPORT_DAYS = 31;

/**
 * Days any other report with dates may span (a year, leap day included): each
 * report holds the database while it is built, so no request may ask for centuries.
 */
export const MAX_REPORT_DAYS = 366;

/** Days from `start` to `end`, both `YYYY-MM-DD` and both counted. */
export const daysInRange = (start: string, end: string): number => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

/** `YYYY-MM-DD` dates compare as text; an empty bound never counts as out of order. */
export const endBeforeStart = (start: string, end: string): boolean => start !== '' && end !== '' && end < start;
