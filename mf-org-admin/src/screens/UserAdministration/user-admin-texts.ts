import { ROLES, USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';

/** The Spanish texts of `/control_usuarios`; the refusals the API also sends come from the shared rules. */
export const USER_ADMIN_TEXTS = {
  ...USER_ADMINISTRATION_MESSAGES,
  SEARCH: 'Buscar por nombre o correo',
  DEPARTMENT: 'Departamento',
  TEAM: 'Equipo',
  ROLE: 'Rol',
  STATE: 'Estado',
  ANY: 'Todos',
  NAME: 'Nombre',
  EMAIL: 'Correo electrónico',
  DEPARTMENTS: 'Departamentos',
  TEAMS: 'Equipos',
  ROLES: 'Roles',
  NO_USERS: 'No hay usuarios que coincidan con la búsqueda',
  LOAD_ERROR: 'No se han podido cargar los usuarios',
  PEOPLE: 'Usuarios',
  NEW_USER: 'Nuevo usuario',
  HOLIDAY_ALLOWANCE: 'Días de vacaciones al año',
  CREATE: 'Crear usuario',
  CREATED: 'Usuario creado. Recibirá un correo para establecer su contraseña.',
  NAME_REQUIRED: 'Indique el nombre',
  EDIT: 'Editar',
  SAVE: 'Guardar',
  READ_ACCESS: 'Acceso de lectura a otros departamentos',
  POST_ROLES: 'Roles por cargo (se cambian en la organización)',
  NONE: 'Ninguno',
  BAN: 'Bloquear',
  UNBAN: 'Desbloquear',
  BAN_REASON: 'Motivo del bloqueo',
  DELETE: 'Eliminar',
  RESTORE: 'Recuperar',
  CLOSE: 'Cerrar',
  RESEND_INVITATION: 'Reenviar invitación',
  INVITATION_SENT: 'Invitación enviada',
  IMPORT: 'Importar usuarios',
  IMPORT_FILE: 'Archivo CSV (correo, nombre, departamento, equipos separados por ;)',
  IMPORT_PREVIEW: 'Vista previa de la importación',
  IMPORT_LINE: 'Línea',
  IMPORT_TO_CREATE: 'Se crearán',
  IMPORT_EXISTING: 'Ya existen',
  IMPORT_ERRORS: 'Con errores',
  IMPORT_CREATE: 'Crear usuarios',
  IMPORT_CREATED: 'Usuarios creados',
  IMPORT_NOT_CREATED: 'Filas no creadas',
  IMPORT_INVITED: 'Cada persona recibirá un correo para establecer su contraseña.',
  NONE_SELECTED: 'Seleccione un usuario para editarlo',
} as const;

/** Under the e-mail field while a new address waits for its confirmation. */
export const emailWaitingForConfirmation = (newEmail: string, currentEmail: string) =>
  `${newEmail} está pendiente de confirmar desde esa dirección; la cuenta sigue usando ${currentEmail}.`;

/** After a save that asked for a new e-mail: it takes effect only once confirmed from that address. */
export const emailChangeRequested = (newEmail: string, currentEmail: string) =>
  `¡Guardado! Se ha enviado a ${newEmail} un enlace para confirmar la nueva dirección; hasta entonces la cuenta sigue usando ${currentEmail}.`;

export const ROLE_NAMES: Record<string, string> = {
  [ROLES.ADMIN]: 'Administrador',
  [ROLES.SYS_ADMIN]: 'Administrador de sistemas',
  [ROLES.INSPECTOR]: 'Inspector',
  [ROLES.DEPARTMENT_MANAGER]: 'Responsable de departamento',
  [ROLES.SUBDEPARTMENT_MANAGER]: 'Responsable de subdepartamento',
  [ROLES.TEAM_MANAGER]: 'Responsable de equipo',
};

/** The roles worth naming in a row: every one but the role all people hold. */
export const namedRoles = (roles: readonly string[]) => roles.filter((role) => role !== ROLES.USER).map((role) => ROLE_NAMES[role] ?? role);
