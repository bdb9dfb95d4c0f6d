import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import { approveJustificationRoutes, denyJustificationRoutes } from './justification-decision-routes.ts';
import justificationsRoutes from './justifications-routes.ts';

export default routesBySegment({
  justifications: justificationsRoutes,
  approveJustification: approveJustificationRoutes,
  denyJustification: denyJustificationRoutes,
});
