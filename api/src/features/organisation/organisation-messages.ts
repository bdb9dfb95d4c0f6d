import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';

/**
 * The Spanish messages of the organisation administration (docs/api-contract.md §3.5, spec 01 §5), spelled exactly;
 * those the screens also show come from the shared rules.
 */
export const ORGANISATION_MESSAGES = {
  ...VALIDATION_MESSAGES,
  PASSWORD_TOO_SHORT: VALIDATION_MESSAGES.MAILBOX_PASSWORD_TOO_SHORT,
  CANNOT_REMOVE_MANAGER: 'No se puede quitar al responsable del equipo',
  LOGO_INVALID: 'El logo debe ser una imagen subida para este elemento',
  USER_INVALID: 'Se ha producido un error con el usuario que ha seleccionado',
  MEMBERSHIP_NOT_FOUND: 'El usuario no está en el equipo',
  SUBDEPARTMENT_INVALID: 'El subdepartamento seleccionado no es válido',
  DEPARTMENT_INVALID: 'El departamento seleccionado no es válido',
  DEPARTMENT_MANAGER_ADMINS_ONLY: 'Solo un administrador puede cambiar el responsable del departamento',
  TEAM_ENROL_FORBIDDEN: 'No tiene permiso para añadir a esta persona al equipo',
} as const;

