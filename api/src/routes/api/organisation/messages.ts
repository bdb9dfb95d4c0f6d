/** The Spanish messages of the organisation administration (contract §3.5, spec 01 §5), spelled exactly. */
export const ORGANISATION_MESSAGES = {
  TEAM_NAME_EMPTY: 'El nombre de equipo no puede estar vacío',
  DEPARTMENT_NAME_EMPTY: 'El nombre para el departamento no puede estar vacío',
  MANAGER_REQUIRED: 'El nuevo equipo debe tener un responsable',
  MANAGER_INVALID: 'Se ha producido un error con el responsable que ha seleccionado',
  USER_ALREADY_IN_TEAM: 'El usuario ya está en el equipo',
  USER_ALREADY_IN_DEPARTMENT: 'El usuario ya está en el departamento',
  TEAM_INVALID: 'Se ha producido un error con el equipo que ha seleccionado.',
  TEAM_ALREADY_IN_SUBDEPARTMENT: 'Este equipo ya está asociado al subdepartamento.',
  EMAIL_INVALID: 'El correo no es válido',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 6 caracteres',
  CANNOT_REMOVE_MANAGER: 'No se puede quitar al responsable del equipo',
  LOGO_INVALID: 'El logo debe ser una imagen subida para este elemento',
  USER_INVALID: 'Se ha producido un error con el usuario que ha seleccionado',
  MEMBERSHIP_NOT_FOUND: 'El usuario no está en el equipo',
  SUBDEPARTMENT_INVALID: 'El subdepartamento seleccionado no es válido',
  DEPARTMENT_INVALID: 'El departamento seleccionado no es válido',
} as const;

/** Minimum length of a team mailbox password (spec 01 §9). */
export const MAILBOX_PASSWORD_MIN_LENGTH = 6;
