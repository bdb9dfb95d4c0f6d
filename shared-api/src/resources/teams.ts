import type { Team } from '../entities';
import { createResource } from './create-resource';

/** Teams (`/api/teams`). */
export const teamsApi = createResource<Team>('teams');
