/** The demo roles of the matrix (keys of ACCOUNTS in test/helper.ts) and helpers to write expected statuses briefly. */
export const ROLES = ['admin', 'sysAdmin', 'techManager', 'redesManager', 'desarrolloManager', 'supportTeamManager', 'inspector', 'ana', 'luis'] as const;
export type Role = (typeof ROLES)[number];
export type Statuses = Record<Role, number>;

/** Every role gets `status`. */
export const everyone = (status: number): Statuses => Object.fromEntries(ROLES.map((role) => [role, status])) as Statuses;

/** `roles` get `status`, everybody else `otherwise`. */
export const only = (roles: Role[], status: number, otherwise: number): Statuses =>
  Object.fromEntries(ROLES.map((role) => [role, roles.includes(role) ? status : otherwise])) as Statuses;
