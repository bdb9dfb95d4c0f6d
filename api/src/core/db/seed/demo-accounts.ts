/** Every demo account shares this password (documented in README.md). */
export const DEMO_PASSWORD = 'Portal2026!';

export type DemoAccount = { email: string; name: string; roles: string[]; description: string };

/**
 * The accounts other packages' tests log in with. Their e-mails are part of the
 * project's contract: change them only together with those tests.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@empresa.es', name: 'Pilar Ortega Vidal', roles: ['ROLE_ADMIN'], description: 'administrador (ROLE_ADMIN)' },
  { email: 'sistemas@empresa.es', name: 'Raúl Iglesias Soto', roles: ['ROLE_SYS_ADMIN'], description: 'administrador de sistemas (ROLE_SYS_ADMIN)' },
  {
    email: 'dpto.tecnologia@empresa.es',
    name: 'Marta Sánchez Ruiz',
    roles: ['ROLE_DEPARTMENT_MANAGER'],
    description: 'responsable del departamento Tecnología',
  },
  {
    email: 'subdpto.redes@empresa.es',
    name: 'Javier López Fernández',
    roles: ['ROLE_SUBDEPARTMENT_MANAGER'],
    description: 'responsable del subdepartamento Redes (calendario y bajas: sí)',
  },
  {
    email: 'subdpto.desarrollo@empresa.es',
    name: 'Elena Torres Molina',
    roles: ['ROLE_SUBDEPARTMENT_MANAGER'],
    description: 'responsable del subdepartamento Desarrollo (calendario: no)',
  },
  { email: 'equipo.soporte@empresa.es', name: 'Carlos Romero Díaz', roles: ['ROLE_TEAM_MANAGER'], description: 'responsable del equipo Soporte' },
  { email: 'inspeccion@empresa.es', name: 'Isabel Navarro Gil', roles: ['ROLE_INSPECTOR'], description: 'inspección (ROLE_INSPECTOR)' },
  { email: 'ana.garcia@empresa.es', name: 'Ana García Pérez', roles: [], description: 'miembro del equipo Soporte (Redes)' },
  { email: 'luis.martin@empresa.es', name: 'Luis Martín Gómez', roles: [], description: 'miembro del equipo Almacén (Operaciones)' },
];

/** The password of the demo mailbox of Soporte (`soporte@empresa.es`), which `npm run portal` serves on a local IMAP server. */
export const DEMO_INBOX = { username: 'soporte@empresa.es', password: 'buzon-demo-2026' } as const;

/**
 * The receiving mail server the demo portal believes (`TASK_INBOX_TRUSTED_AUTHSERV`, set by the start script):
 * `mailbox:send` writes its `Authentication-Results` on the mails it drops, as a real server would.
 */
export const DEMO_AUTHSERV = 'mx.portal.demo';
