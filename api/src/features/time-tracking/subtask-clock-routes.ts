import { clockToggleRoutes } from './clock-toggle.ts';

/** `PUT /api/subtask/{id}/timeWorking` (docs/api-contract.md N5). */
export default clockToggleRoutes('subtask', 'timeWorking');
