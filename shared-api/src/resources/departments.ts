import type { Department } from '../entities';
import { createResource } from './create-resource';

/** Departments (`/api/departments`). */
export const departmentsApi = createResource<Department>('departments');
