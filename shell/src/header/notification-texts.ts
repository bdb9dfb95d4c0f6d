/** The header's Spanish texts (the spec gives none for notices or worked time). */
export const NOTIFICATION_TEXTS = {
  TITLE: 'Notificaciones',
  /** Until counted, the label says no number rather than a wrong one. */
  buttonLabel: (unread: number | null) =>
    unread === null ? 'Notificaciones' : unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`,
  arrived: (title: string) => `Nueva notificación: ${title}`,
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
  /** A forgotten clock keeps adding to both figures until it is stopped and its time corrected. */
  forgotten: (hours: number) => `Este reloj lleva en marcha ${hours} h`,
  WARNING: 'Aviso',
  FORGOTTEN_HINT: 'Hoy y Semana lo incluyen: deténgalo o corríjalo en Inicio',
} as const;
