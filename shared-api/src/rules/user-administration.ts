import { ROLES } from './roles';

/** Roles that are not posts: only admins grant or withdraw them; manager roles follow from the organisation's posts. */
export const NON_POST_ROLES = [ROLES.ADMIN, ROLES.SYS_ADMIN, ROLES.INSPECTOR] as const;

/**
 * Roles only admins grant: the non-post ones and the department manager's post. A department manager
 * administers nobody who holds one, as whoever edits an account (its e-mail above all) can take it over.
 */
export const ROLES_ONLY_ADMINS_GRANT = [...NON_POST_ROLES, ROLES.DEPARTMENT_MANAGER] as const;

export type AccountState = 'Activo' | 'Bloqueado' | 'Eliminado';
export const ACCOUNT_STATES: readonly AccountState[] = ['Activo', 'Bloqueado', 'Eliminado'];

export const BAN_REASON_MAX_LENGTH = 255;

export const USER_ADMINISTRATION_MESSAGES = {
  EMAIL_TAKEN: 'Ya existe un usuario con ese correo',
  LAST_ADMIN: 'Debe quedar al menos un administrador',
  OWN_ADMIN_ROLE: 'No puede retirarse a sí mismo el rol de administrador',
  BAN_REASON_REQUIRED: 'Debe indicar el motivo',
  ACCOUNT_BANNED: 'Su cuenta está bloqueada. Contacte con su responsable.',
  OUTSIDE_DEPARTMENTS: 'Solo puede asignar departamentos y equipos que usted dirige',
  ROLE_INVALID: 'Rol no válido',
} as const;

export function accountState(user: { deleted: boolean; banned?: boolean | undefined }): AccountState {
  if (user.deleted) return 'Eliminado';
  return user.banned ? 'Bloqueado' : 'Activo';
}
