import { clockToggleRoutes } from './clock-toggle.ts';

/** `PUT /api/task/{id}/timeWorking2` (docs/api-contract.md M13). */
export default clockToggleRoutes('task', 'timeWorking2');
