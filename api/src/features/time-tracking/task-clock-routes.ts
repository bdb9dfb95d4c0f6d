import { clockToggleRoutes } from './clock-toggle.ts';

/** `PUT /api/task/{id}/timeWorking2` (contract M13). */
export default clockToggleRoutes('task', 'timeWorking2');
