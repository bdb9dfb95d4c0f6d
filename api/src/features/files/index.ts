import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import filesRoutes from './files-routes.ts';
import mediaObjectDetailsRoutes from './media-object-details-routes.ts';
import mediaObjectsRoutes from './media-objects-routes.ts';

/** Uploaded files: media objects, their details and their contents. */
export default routesBySegment({ media_objects: mediaObjectsRoutes, media_objects_details: mediaObjectDetailsRoutes, files: filesRoutes });
