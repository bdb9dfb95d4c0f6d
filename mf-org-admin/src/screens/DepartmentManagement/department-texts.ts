/** Labels of the department screen that the spec leaves to the product. */
export const DEPARTMENT_TEXTS = {
  DETAILS: 'Datos del departamento',
  PEOPLE: 'Personas',
  STRUCTURE: 'Subdepartamentos y equipos',
  NAME: 'Nombre del departamento',
  OPTIONS: 'Opciones del departamento',
  REQUIRE_TIME: 'Obligar a los usuarios a registrar al menos el 77% de su jornada',
  BAN_REASON: 'Exigir un motivo al bloquear a un usuario',
  REJECT_REASON: 'Exigir un motivo al rechazar vacaciones',
  ALLOW_MULTITASK: 'Permitir trabajar en varias tareas a la vez',
  USERS: 'Usuarios del departamento',
  NEW_TEAM: 'Nuevo equipo',
  NEW_SUBDEPARTMENT: 'Nuevo subdepartamento',
} as const;
