import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { tagProblem } from '@portal/shared-api/rules';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { asDocument, collection, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { BoundedJson, collectionQuery, IdParams, MAX } from '../../core/schemas/common.ts';
import { booleanFilter, idFromWrittenReference, type Query, relationFilter } from '../../core/schemas/filters.ts';
import type { TagFields } from './tags-repository.ts';

const TagsQuery = collectionQuery({ type: 'tag type id or IRI', withHidden: '`1` also lists hidden tags (the catalogue screen)' });

/** Fields are checked in code, so a wrong type gets the rule's Spanish 422, not a schema 400. */
const TagBody = Type.Object(
  {
    name: Type.Optional(BoundedJson(0, MAX.NAME)),
    description: Type.Optional(BoundedJson(0, MAX.TEXT)),
    color: Type.Optional(BoundedJson(0, MAX.SHORT)),
    text_color: Type.Optional(BoundedJson(0, MAX.SHORT)),
    type: Type.Optional({ ...BoundedJson(1, MAX.NAME), description: '/api/tag_types/{id}' }),
    hidden: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
type TagBodyValue = { name?: unknown; description?: unknown; color?: unknown; text_color?: unknown; type?: unknown; hidden?: boolean };

/** The stored fields of a body, or the 422 of its first broken rule. */
function fieldsOf(body: TagBodyValue): TagFields {
  const typeId = idFromWrittenReference(body.type, 'tag_types');
  const problem = tagProblem({ ...body, type: typeId });
  if (problem) throw invalid(problem.field, problem.message);
  const description = typeof body.description === 'string' && body.description.trim() !== '' ? body.description.trim() : null;
  return {
    name: String(body.name).trim(),
    description,
    color: String(body.color).toLowerCase(),
    textColor: String(body.text_color).toLowerCase(),
    typeId: typeId as number,
    hidden: body.hidden === true,
  };
}

/** Every board hears of a tag change, so its pickers offer the catalogue as it is now. */
async function publishTag(app: FastifyInstance, tag: JsonObject): Promise<void> {
  const teams = await app.tagCatalogue.liveTeamIds();
  await app.publishUpdate(String(tag['@id']), tag, [audience.admin, ...teams.map((teamId) => audience.team(teamId))]);
}

/** Tags (docs/api-contract.md L1, L3): read by everyone signed in, written by admins; a hidden tag is kept on its tasks and offered nowhere. */
const tagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['tags'], summary: 'List tags', querystring: TagsQuery } }, async (request) => {
    const query = request.query as Query;
    const tags = await app.tagCatalogue.list({ type: relationFilter(query, 'type', 'tag_types'), withHidden: booleanFilter(query.withHidden) === true });
    return collection('Tag', '/api/tags', tags, query);
  });

  app.get('/:id', { schema: { tags: ['tags'], summary: 'One tag', params: IdParams } }, async (request) => {
    const tag = await app.tagCatalogue.find(Number(request.params.id));
    if (!tag) throw notFound();
    return asDocument(tag);
  });

  app.post('/', { schema: { tags: ['tags'], summary: 'Create a tag', body: TagBody } }, async (request, reply) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const tag = await app.tagCatalogue.create(fieldsOf(request.body));
    await publishTag(app, tag);
    return reply.code(201).header('location', iri('tags', Number(tag.id))).send(asDocument(tag));
  });

  app.put('/:id', { schema: { tags: ['tags'], summary: 'Change, hide or show a tag', params: IdParams, body: TagBody } }, async (request) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const id = Number(request.params.id);
    if (!(await app.tagCatalogue.find(id))) throw notFound();
    const tag = await app.tagCatalogue.update(id, fieldsOf(request.body));
    await publishTag(app, tag);
    return asDocument(tag);
  });
};

export default tagsRoutes;
