import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import comunidadAutonomasRoutes from './comunidad-autonomas-routes.ts';
import municipiosRoutes from './municipios-routes.ts';
import provinciasRoutes from './provincias-routes.ts';
import tagTypesRoutes from './tag-types-routes.ts';
import tagsRoutes from './tags-routes.ts';
import taskStatusesRoutes from './task-statuses-routes.ts';

/** Read-only reference data: locations, tags and task statuses. */
export default routesBySegment({
  provincias: provinciasRoutes,
  municipios: municipiosRoutes,
  comunidad_autonomas: comunidadAutonomasRoutes,
  tags: tagsRoutes,
  tag_types: tagTypesRoutes,
  task_statuses: taskStatusesRoutes,
});
