import { DEFAULT_ERROR_MESSAGE } from '@portal/shared-api';

/** Spanish texts used across screens, spelled exactly as the spec gives them. */
export const TEXTS = {
  LOADING: 'Cargando...',
  SEARCHING: 'Buscando...',
  PREVIOUS: 'Anterior',
  NEXT: 'Siguiente',
  NO_RESULTS: 'Sin resultados',
  YES: 'Sí',
  NO: 'No',
  YES_DELETE: 'Sí, borrar',
  MOMENT: 'Un momento...',
  ADD: 'Añadir',
  ACCEPT: 'Aceptar',
  REJECT: 'Rechazar',
  DENY: 'Denegar',
  RETRY: 'Reintentar',
  // Two spellings of each because the spec gives every screen its own; the key says which marks the reader gets.
  OK_BOTH_MARKS: '¡Ok!',
  OK_CLOSING_MARK_ONLY: 'Ok!',
  ERROR_BOTH_MARKS: '¡Error!',
  ERROR_CLOSING_MARK_ONLY: 'Error!',
  SAVED: '¡Guardado!',
  DELETED: 'Eliminado !',
  ERROR_SAVING: 'Error al guardar',
  ERROR_INTERNAL: 'Error interno',
  /** 'Se ha producido un error.', the sentence the API client falls back on. */
  AN_ERROR_OCCURRED: DEFAULT_ERROR_MESSAGE,
  NOTHING_PENDING: 'No hay ningún elemento pendiente',
  FREE_TIME: 'Horario libre: sin franjas de trabajo asignadas',
  /** A weekly schedule's table, where no caption names it. */
  WEEKLY_SCHEDULE: 'Horario semanal',
  NO_SCHEDULE_REQUESTED: 'Quiere quedarse sin ningún horario asignado',
  EMPTY_DAY: '—',
  SELECT_DEPARTMENT: 'Seleccione departamento',
  SELECT_TEAM: 'Seleccione equipo',
  SELECT_DEPARTMENT_FIRST: 'Seleccione departamento primero',
  NOT_FOUND: 'Lo que busca no existe o no tiene acceso a ello.',
  BACK_HOME: 'Volver al inicio',
} as const;
