/**
 * Spanish refusals that both the API (422 violations) and the screens (checks
 * before sending) show, spelled exactly as the spec gives them.
 */
export const VALIDATION_MESSAGES = {
  TEAM_NAME_EMPTY: 'El nombre de equipo no puede estar vacío',
  DEPARTMENT_NAME_EMPTY: 'El nombre para el departamento no puede estar vacío',
  MANAGER_REQUIRED: 'El nuevo equipo debe tener un responsable',
  MANAGER_INVALID: 'Se ha producido un error con el responsable que ha seleccionado',
  USER_ALREADY_IN_TEAM: 'El usuario ya está en el equipo',
  USER_ALREADY_IN_DEPARTMENT: 'El usuario ya está en el departamento',
  TEAM_INVALID: 'Se ha producido un error con el equipo que ha seleccionado.',
  TEAM_ALREADY_IN_SUBDEPARTMENT: 'Este equipo ya está asociado al subdepartamento.',
  EMAIL_INVALID: 'El correo no es válido',
  MAILBOX_PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 6 caracteres',
  MAILBOX_ADMINS_ONLY: 'Solo un administrador puede cambiar las credenciales del buzón de tareas',
  USER_PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 8 caracteres',
  PASSWORDS_DIFFER: 'Las contraseñas no coinciden',
  REQUESTER_ALREADY_ADDED: 'Este solicitante ya está agregado',
  SUBJECT_REQUIRED: 'El asunto no puede estar vacío',
  REJECT_REASON_REQUIRED: 'Debe indicar el motivo del rechazo',
  WRONG_TYPE: 'Tipo incorrecto',
  INVALID_DATE: 'La fecha no es válida',
  EMPTY_FILE: 'El archivo está vacío.',
} as const;
