import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { automatesTasks, offeredDepartments, offeredTeams } from './automation-scope-sql.ts';
import { collectionQuery } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { collection } from '../../core/json-ld/json-ld.ts';
import { toDepartmentSummary, toTeamSummary } from '../organisation/organisation-serializer.ts';

const TeamsQuery = collectionQuery({ department: 'department id or IRI (required)' });

/**
 * The department and team pickers of 'Automatización de tareas' (spec 02 §6):
 * what the caller may automate, decided here so the screen needs no rules of its own.
 * Only the screen's roles (admin, department, sub-department and team managers) may ask.
 */
const automationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/departments', { schema: { tags: ['automation'], summary: 'Departments offered in task automation', querystring: collectionQuery({}) } }, async (request) => {
    const caller = callerOf(request);
    if (!automatesTasks(caller)) throw forbidden();
    const rows = await offeredDepartments(app.db, caller);
    return collection('Department', '/api/automation/departments', rows.map(toDepartmentSummary), request.query as Query);
  });

  app.get('/teams', { schema: { tags: ['automation'], summary: 'Teams of a department offered in task automation', querystring: TeamsQuery } }, async (request) => {
    const caller = callerOf(request);
    if (!automatesTasks(caller)) throw forbidden();
    const query = request.query as Query;
    const [departmentId, ...more] = relationFilter(query, 'department', 'departments') ?? [];
    if (departmentId === undefined || more.length > 0) throw badRequest('Debe seleccionar un departamento');
    const rows = await offeredTeams(app.db, caller, departmentId);
    return collection('Team', '/api/automation/teams', rows.map(toTeamSummary), query);
  });
};

export default automationRoutes;
