import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { readOrganisationChart } from './organisation-chart.ts';

const Id = Type.Integer({ minimum: 1 });
const Unit = { id: Id, name: Type.String(), manager: Type.Union([Id, Type.Null()]), mayAdminister: Type.Boolean() };
const Ids = Type.Array(Id);

/** The answer's shape; also what makes its serialisation fast for large organisations. */
const OrganisationChartSchema = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.Literal('OrganisationChart'),
  people: Type.Array(Type.Object({ id: Id, name: Type.String(), image: Type.Union([Type.String(), Type.Null()]) })),
  departments: Type.Array(
    Type.Object({
      ...Unit,
      people: Ids,
      subdepartments: Type.Array(Type.Object(Unit)),
      teams: Type.Array(Type.Object({ ...Unit, subdepartment: Type.Union([Id, Type.Null()]), members: Ids, mayOpenBoard: Type.Boolean() })),
    }),
  ),
});

/** The whole organisation in one read, for the organisation chart. */
const organisationChartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['organisation'], summary: 'The live organisation as the caller may see it', response: { 200: OrganisationChartSchema } } },
    async (request) => readOrganisationChart(app.db, callerOf(request)),
  );
};

export default organisationChartRoutes;
