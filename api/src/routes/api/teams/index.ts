import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../errors/api-error.ts';
import { callerOf } from '../../../plugins/app/authentication/caller.ts';
import { collectionQuery, IdParams } from '../../../schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../../schemas/filters.ts';
import { asDocument, collection } from '../../../serializers/json-ld.ts';

const TeamsQuery = collectionQuery({
  department: 'department id or IRI',
  subdepartment: 'sub-department id or IRI',
  deleted: 'true|false|1|0',
  managerOnly: 'true|false|1|0',
  incidentVisible: 'true|false|1|0',
});

/** Teams sorted by name, without the mailbox password (contract E1, E2). */
const teamsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['teams'], summary: 'List teams', querystring: TeamsQuery } }, async (request) => {
    const query = request.query as Query;
    const teams = await app.organisation.listTeams(callerOf(request), {
      department: relationFilter(query, 'department', 'departments'),
      subdepartment: relationFilter(query, 'subdepartment', 'subdepartments'),
      deleted: booleanFilter(query.deleted),
      managerOnly: booleanFilter(query.managerOnly),
      incidentVisible: booleanFilter(query.incidentVisible),
    });
    return collection('Team', '/api/teams', teams, query);
  });

  app.get('/:id', { schema: { tags: ['teams'], summary: 'One team', params: IdParams } }, async (request) => {
    const team = await app.organisation.findTeam(callerOf(request), Number(request.params.id));
    if (!team) throw notFound();
    return asDocument(team);
  });
};

export default teamsRoutes;
