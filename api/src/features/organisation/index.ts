import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { declareResourceTypes } from '../../core/json-ld/resource-types.ts';
import { resourceRoutes } from '../../core/routing/mounts.ts';
import { routesBySegment } from '../../core/routing/routes-by-segment.ts';
import departmentsRoutes from './departments-routes.ts';
import organisationAdminRepository from './organisation-admin-repository.ts';
import organisationChartRoutes from './organisation-chart-routes.ts';
import organisationRepository from './organisation-repository.ts';
import { ORGANISATION_RESOURCE_TYPES } from './resource-types.ts';
import subdepartmentsRoutes from './subdepartments-routes.ts';
import teamDeleteRoutes from './team-delete-routes.ts';
import teamsRoutes from './teams-routes.ts';
import userTeamAddRoutes from './user-team-add-routes.ts';
import userTeamDelRoutes from './user-team-del-routes.ts';
import userTeamsRoutes from './user-teams-routes.ts';

/** Departments, sub-departments, teams, team membership and the organisation chart. */
export default fp(
  async (app: FastifyInstance, { secretBox }: FeatureOptions) => {
    declareResourceTypes(app, ORGANISATION_RESOURCE_TYPES);

    await app.register(organisationRepository);
    await app.register(organisationAdminRepository, { secretBox });
    await resourceRoutes(
      app,
      routesBySegment({
        departments: departmentsRoutes,
        organisation_chart: organisationChartRoutes,
        subdepartments: subdepartmentsRoutes,
        teams: teamsRoutes,
        team_delete: teamDeleteRoutes,
        user_team_add: userTeamAddRoutes,
        user_team_del: userTeamDelRoutes,
        user_teams: userTeamsRoutes,
      }),
    );
  },
  { name: 'organisation', dependencies: [] },
);
