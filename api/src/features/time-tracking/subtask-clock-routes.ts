import { clockToggleRoutes } from './clock-toggle.ts';

/** `PUT /api/subtask/{id}/timeWorking` (contract N5). */
export default clockToggleRoutes('subtask', 'timeWorking');
