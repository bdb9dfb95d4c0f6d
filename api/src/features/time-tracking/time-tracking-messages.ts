import { conflict } from '../../core/errors/api-error.ts';
import type { WorkTarget } from './time-tracking-plugin.ts';

/** The Spanish messages of time tracking (docs/api-contract.md §3.5 for the lock). */
export const TIME_MESSAGES = {
  LOCKED: 'Tareas bloqueadas: justifique el tiempo pendiente de la semana anterior',
  TASK_DELETED: 'La tarea está eliminada',
  SUBTASK_DELETED: 'La subtarea está eliminada',
  TASK_STORED: 'La tarea está archivada',
  TARGET_REQUIRED: 'Debe indicar una tarea o una subtarea',
  TASK_UNKNOWN: 'La tarea no existe',
  SUBTASK_UNKNOWN: 'La subtarea no existe',
  END_BEFORE_START: 'La hora de fin debe ser posterior a la de inicio',
  FUTURE: 'No se puede registrar tiempo en el futuro',
  OVERLAP: 'El periodo se solapa con otro registro de tiempo',
  RUNNING_ENTRY: 'No se puede eliminar un registro en curso: páuselo primero',
  BAD_DATE: 'Fecha no válida',
} as const;

/** Why no time may be added to the target (409), or undefined. */
export function closedTargetConflict(target: WorkTarget) {
  if (target.deleted) return conflict(target.kind === 'task' ? TIME_MESSAGES.TASK_DELETED : TIME_MESSAGES.SUBTASK_DELETED);
  if (target.store) return conflict(TIME_MESSAGES.TASK_STORED);
  return undefined;
}
