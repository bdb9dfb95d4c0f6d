export type { Role } from '../rules/roles';
