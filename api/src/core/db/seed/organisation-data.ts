/** Demo organisation: names are Spanish, structure exercises every scope rule. */

type Unit = [weekDay: number, start: string, end: string];

const weekdays = (from: number, to: number, start: string, end: string): Unit[] =>
  Array.from({ length: to - from + 1 }, (_, index) => [from + index, start, end]);

export const WORK_SCHEDULES: { name: string; description: string; deleted?: boolean; units: Unit[] }[] = [
  { name: 'Mañanas', description: 'L-V 08:00-15:00', units: weekdays(1, 5, '08:00', '15:00') },
  { name: 'Tardes', description: 'L-V 15:00-22:00', units: weekdays(1, 5, '15:00', '22:00') },
  {
    name: 'Jornada partida',
    description: 'L-J 09:00-14:00 y 16:00-19:00, V 08:00-15:00',
    units: [...weekdays(1, 4, '09:00', '14:00'), ...weekdays(1, 4, '16:00', '19:00'), [5, '08:00', '15:00']],
  },
  { name: 'Guardia fin de semana', description: 'S-D 09:00-21:00', units: weekdays(6, 7, '09:00', '21:00') },
  { name: 'Libre', description: 'Sin horario fijo', units: [] },
  { name: 'Horario de verano 2023', description: 'L-V 07:00-14:00 (retirado)', deleted: true, units: weekdays(1, 5, '07:00', '14:00') },
];

export type DemoUser = { email: string; name: string; roles?: string[]; work?: string; duty?: string; deleted?: boolean };

/** Everyone who is not one of the documented demo accounts. */
export const OTHER_USERS: DemoUser[] = [
  { email: 'dpto.operaciones@empresa.es', name: 'Raúl Jiménez Ortega', roles: ['ROLE_DEPARTMENT_MANAGER'], work: 'Mañanas' },
  { email: 'dpto.finanzas@empresa.es', name: 'Lucía Moreno Castro', roles: ['ROLE_DEPARTMENT_MANAGER'], work: 'Jornada partida' },
  { email: 'subdpto.logistica@empresa.es', name: 'Sergio Ruiz Vázquez', roles: ['ROLE_SUBDEPARTMENT_MANAGER'], work: 'Mañanas' },
  { email: 'pablo.hernandez@empresa.es', name: 'Pablo Hernández Soto', work: 'Mañanas', duty: 'Guardia fin de semana' },
  { email: 'laura.diaz@empresa.es', name: 'Laura Díaz Serrano', work: 'Tardes' },
  { email: 'diego.alvarez@empresa.es', name: 'Diego Álvarez Ramos', work: 'Mañanas' },
  { email: 'carmen.munoz@empresa.es', name: 'Carmen Muñoz Blanco', work: 'Jornada partida' },
  { email: 'alberto.romero@empresa.es', name: 'Alberto Romero Suárez', work: 'Tardes', duty: 'Guardia fin de semana' },
  { email: 'sara.gutierrez@empresa.es', name: 'Sara Gutiérrez Prieto', work: 'Mañanas' },
  { email: 'miguel.ortiz@empresa.es', name: 'Miguel Ortiz Delgado', work: 'Jornada partida' },
  { email: 'paula.rubio@empresa.es', name: 'Paula Rubio Marín', work: 'Jornada partida' },
  { email: 'adrian.molina@empresa.es', name: 'Adrián Molina Iglesias' },
  { email: 'cristina.castillo@empresa.es', name: 'Cristina Castillo Núñez', work: 'Mañanas' },
  { email: 'jorge.santos@empresa.es', name: 'Jorge Santos Garrido', work: 'Tardes' },
  { email: 'beatriz.cortes@empresa.es', name: 'Beatriz Cortés Lozano', work: 'Mañanas' },
  { email: 'ivan.guerrero@empresa.es', name: 'Iván Guerrero Cano', work: 'Mañanas', duty: 'Guardia fin de semana' },
  { email: 'raquel.mendez@empresa.es', name: 'Raquel Méndez Calvo', work: 'Tardes' },
  { email: 'fernando.vega@empresa.es', name: 'Fernando Vega Fuentes', work: 'Mañanas' },
  { email: 'nuria.campos@empresa.es', name: 'Nuria Campos León', work: 'Jornada partida' },
  { email: 'oscar.herrera@empresa.es', name: 'Óscar Herrera Peña', work: 'Mañanas' },
  { email: 'silvia.flores@empresa.es', name: 'Silvia Flores Cabrera', work: 'Jornada partida' },
  { email: 'ruben.medina@empresa.es', name: 'Rubén Medina Arias', work: 'Tardes' },
  { email: 'patricia.reyes@empresa.es', name: 'Patricia Reyes Pascual', work: 'Mañanas' },
  { email: 'alvaro.nieto@empresa.es', name: 'Álvaro Nieto Herrero', work: 'Mañanas' },
  { email: 'marina.crespo@empresa.es', name: 'Marina Crespo Vidal', work: 'Jornada partida' },
  { email: 'hugo.pastor@empresa.es', name: 'Hugo Pastor Santana', work: 'Tardes' },
  { email: 'eva.lorenzo@empresa.es', name: 'Eva Lorenzo Montero', work: 'Mañanas' },
  { email: 'victor.ibanez@empresa.es', name: 'Víctor Ibáñez Rojas', work: 'Mañanas' },
  { email: 'antonio.gil@empresa.es', name: 'Antonio Gil Benítez', work: 'Mañanas', deleted: true },
  { email: 'rosa.ferrer@empresa.es', name: 'Rosa Ferrer Carmona', work: 'Jornada partida' },
  { email: 'manuel.duran@empresa.es', name: 'Manuel Durán Sanz', work: 'Tardes' },
];

/** Work and duty schedules of the documented demo accounts (by e-mail). */
export const DEMO_ACCOUNT_SCHEDULES: Record<string, { work?: string; duty?: string }> = {
  'dpto.tecnologia@empresa.es': { work: 'Jornada partida' },
  'subdpto.redes@empresa.es': { work: 'Mañanas' },
  'subdpto.desarrollo@empresa.es': { work: 'Jornada partida' },
  'equipo.soporte@empresa.es': { work: 'Mañanas', duty: 'Guardia fin de semana' },
  'ana.garcia@empresa.es': { work: 'Mañanas' },
  'luis.martin@empresa.es': { work: 'Tardes' },
};

export const DEPARTMENTS: { name: string; manager: string; requireTime: boolean; rejectReason: boolean; members: string[] }[] = [
  {
    name: 'Tecnología',
    manager: 'dpto.tecnologia@empresa.es',
    requireTime: false,
    rejectReason: true,
    members: ['dpto.tecnologia@empresa.es', 'subdpto.redes@empresa.es', 'subdpto.desarrollo@empresa.es'],
  },
  {
    name: 'Operaciones',
    manager: 'dpto.operaciones@empresa.es',
    requireTime: false,
    rejectReason: false,
    members: ['dpto.operaciones@empresa.es', 'subdpto.logistica@empresa.es'],
  },
  {
    name: 'Administración y Finanzas',
    manager: 'dpto.finanzas@empresa.es',
    requireTime: true,
    rejectReason: false,
    members: ['dpto.finanzas@empresa.es'],
  },
];

export const SUBDEPARTMENTS: { name: string; department: string; manager: string; managerCalendar: boolean; managerMedical: boolean }[] = [
  { name: 'Redes', department: 'Tecnología', manager: 'subdpto.redes@empresa.es', managerCalendar: true, managerMedical: true },
  { name: 'Desarrollo', department: 'Tecnología', manager: 'subdpto.desarrollo@empresa.es', managerCalendar: false, managerMedical: false },
  { name: 'Logística', department: 'Operaciones', manager: 'subdpto.logistica@empresa.es', managerCalendar: true, managerMedical: false },
];

export type DemoTeam = {
  name: string;
  department: string;
  subdepartment?: string;
  manager: string;
  managerOnly?: boolean;
  deleted?: boolean;
  incidentDescription?: string;
  inbox?: string;
  members: string[];
};

export const TEAMS: DemoTeam[] = [
  {
    name: 'Soporte',
    department: 'Tecnología',
    subdepartment: 'Redes',
    manager: 'equipo.soporte@empresa.es',
    incidentDescription: 'Incidencias de soporte a usuarios',
    inbox: 'soporte@empresa.es',
    members: ['equipo.soporte@empresa.es', 'ana.garcia@empresa.es', 'pablo.hernandez@empresa.es', 'laura.diaz@empresa.es'],
  },
  {
    name: 'Infraestructura',
    department: 'Tecnología',
    subdepartment: 'Redes',
    manager: 'subdpto.redes@empresa.es',
    incidentDescription: 'Servidores, red y comunicaciones',
    members: ['diego.alvarez@empresa.es', 'alberto.romero@empresa.es', 'sara.gutierrez@empresa.es'],
  },
  {
    name: 'Aplicaciones',
    department: 'Tecnología',
    subdepartment: 'Desarrollo',
    manager: 'subdpto.desarrollo@empresa.es',
    incidentDescription: 'Errores y mejoras de las aplicaciones internas',
    members: ['carmen.munoz@empresa.es', 'miguel.ortiz@empresa.es', 'paula.rubio@empresa.es', 'adrian.molina@empresa.es'],
  },
  {
    name: 'Dirección Técnica',
    department: 'Tecnología',
    manager: 'dpto.tecnologia@empresa.es',
    managerOnly: true,
    members: ['dpto.tecnologia@empresa.es', 'subdpto.redes@empresa.es', 'subdpto.desarrollo@empresa.es'],
  },
  {
    name: 'Seguridad',
    department: 'Tecnología',
    manager: 'dpto.tecnologia@empresa.es',
    deleted: true,
    members: ['cristina.castillo@empresa.es'],
  },
  {
    name: 'Almacén',
    department: 'Operaciones',
    subdepartment: 'Logística',
    manager: 'subdpto.logistica@empresa.es',
    incidentDescription: 'Pedidos, stock y expediciones',
    members: ['luis.martin@empresa.es', 'jorge.santos@empresa.es', 'beatriz.cortes@empresa.es', 'ivan.guerrero@empresa.es'],
  },
  {
    name: 'Atención al Cliente',
    department: 'Operaciones',
    manager: 'dpto.operaciones@empresa.es',
    incidentDescription: 'Consultas y reclamaciones de clientes',
    members: ['raquel.mendez@empresa.es', 'fernando.vega@empresa.es', 'nuria.campos@empresa.es', 'oscar.herrera@empresa.es', 'antonio.gil@empresa.es'],
  },
  {
    name: 'Contabilidad',
    department: 'Administración y Finanzas',
    manager: 'dpto.finanzas@empresa.es',
    incidentDescription: 'Facturas, pagos y cierres contables',
    members: ['silvia.flores@empresa.es', 'ruben.medina@empresa.es', 'patricia.reyes@empresa.es', 'alvaro.nieto@empresa.es'],
  },
  {
    name: 'Recursos Humanos',
    department: 'Administración y Finanzas',
    manager: 'dpto.finanzas@empresa.es',
    incidentDescription: 'Nóminas, contratos y permisos',
    members: ['marina.crespo@empresa.es', 'hugo.pastor@empresa.es', 'eva.lorenzo@empresa.es', 'victor.ibanez@empresa.es'],
  },
];

/** Pending schedule-change requests; `schedule: null` asks for no schedule at all. */
export const PENDING_SCHEDULE_REQUESTS: { user: string; type: 1 | 2; schedule: string | null; daysAgo: number }[] = [
  { user: 'ana.garcia@empresa.es', type: 1, schedule: 'Tardes', daysAgo: 2 },
  { user: 'pablo.hernandez@empresa.es', type: 2, schedule: null, daysAgo: 3 },
  { user: 'diego.alvarez@empresa.es', type: 2, schedule: 'Guardia fin de semana', daysAgo: 1 },
  { user: 'carmen.munoz@empresa.es', type: 1, schedule: 'Mañanas', daysAgo: 4 },
  { user: 'subdpto.desarrollo@empresa.es', type: 2, schedule: 'Guardia fin de semana', daysAgo: 1 },
  { user: 'luis.martin@empresa.es', type: 1, schedule: null, daysAgo: 5 },
  { user: 'raquel.mendez@empresa.es', type: 1, schedule: 'Libre', daysAgo: 2 },
  { user: 'silvia.flores@empresa.es', type: 1, schedule: 'Mañanas', daysAgo: 6 },
];

/** Holiday requests (calendar assignments of type 1), relative to today. */
export const HOLIDAY_REQUESTS: { user: string; startInDays: number; days: number; managed?: boolean; authorized?: boolean }[] = [
  { user: 'ana.garcia@empresa.es', startInDays: 20, days: 5 },
  { user: 'diego.alvarez@empresa.es', startInDays: 35, days: 10 },
  { user: 'paula.rubio@empresa.es', startInDays: 14, days: 3 },
  { user: 'luis.martin@empresa.es', startInDays: 40, days: 7 },
  { user: 'patricia.reyes@empresa.es', startInDays: 10, days: 2 },
  { user: 'laura.diaz@empresa.es', startInDays: -30, days: 5, managed: true, authorized: true },
];

/** Justifications (reason 1 vacaciones, 2 baja médica, 3 festivos). */
export const JUSTIFICATIONS: {
  user: string;
  daysAgo: number;
  hours: number;
  reason: 1 | 2 | 3;
  explanation: string;
  status: boolean;
  authorized?: boolean;
}[] = [
  { user: 'ana.garcia@empresa.es', daysAgo: 8, hours: 7, reason: 2, explanation: 'Baja médica por gripe', status: false },
  { user: 'pablo.hernandez@empresa.es', daysAgo: 9, hours: 4, reason: 1, explanation: 'Medio día de vacaciones', status: false },
  { user: 'luis.martin@empresa.es', daysAgo: 10, hours: 7, reason: 3, explanation: 'Festivo local', status: false },
  { user: 'silvia.flores@empresa.es', daysAgo: 7, hours: 7, reason: 2, explanation: 'Consulta médica', status: false },
  { user: 'laura.diaz@empresa.es', daysAgo: 20, hours: 7, reason: 2, explanation: 'Baja médica', status: true, authorized: true },
  { user: 'miguel.ortiz@empresa.es', daysAgo: 15, hours: 3, reason: 1, explanation: 'Asuntos propios', status: true, authorized: false },
];
