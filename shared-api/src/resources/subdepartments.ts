import type { Subdepartment } from '../entities';
import { createResource } from './create-resource';

/** Sub-departments (`/api/subdepartments`). */
export const subdepartmentsApi = createResource<Subdepartment>('subdepartments');
