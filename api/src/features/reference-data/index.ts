import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import comunidadAutonomasRoutes from './comunidad-autonomas-routes.ts';
import municipiosRoutes from './municipios-routes.ts';
import provinciasRoutes from './provincias-routes.ts';
import tagTypesRoutes from './tag-types-routes.ts';
import taskStatusesRoutes from './task-statuses-routes.ts';

/** Read-only reference data: locations, tag types and task statuses. */
export default routesBySegment({
  provincias: provinciasRoutes,
  municipios: municipiosRoutes,
  comunidad_autonomas: comunidadAutonomasRoutes,
  tag_types: tagTypesRoutes,
  task_statuses: taskStatusesRoutes,
});
