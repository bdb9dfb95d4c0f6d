/** The header's Spanish texts (the spec gives none for notices or worked time). */
export const NOTIFICATION_TEXTS = {
  TITLE: 'Notificaciones',
  buttonLabel: (unread: number | null) =>
    unread === null || unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`,
  MARK_ALL: 'Marcar todas como leídas',
  MARK_ONE: 'Marcar como leída',
  UNREAD: 'Sin leer',
  MORE: 'Ver más',
  EMPTY: 'No tienes notificaciones',
  LOAD_FAILED: 'No se han podido cargar las notificaciones',
  CLOSE: 'Cerrar',
} as const;

export const WORKED_TIME_TEXTS = {
  LABEL: 'Tiempo trabajado',
  TODAY: 'Hoy',
  WEEK: 'Semana',
} as const;
