/** The screen's Spanish texts. */
export const NOTIFICATIONS_TEXTS = {
  MARK_ALL: 'Marcar todas como leídas',
  MARK_ONE: 'Marcar como leída',
  REMOVE: 'Eliminar',
  UNREAD: 'Sin leer',
  MORE: 'Ver más',
  EMPTY: 'No tienes notificaciones',
  MAILS: 'Recibir avisos por correo',
  unreadCount: (unread: number) => (unread === 0 ? 'Ninguna sin leer' : unread === 1 ? '1 sin leer' : `${unread} sin leer`),
} as const;
