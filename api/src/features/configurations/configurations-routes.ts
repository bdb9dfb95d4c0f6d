import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { type Query, relationFilter } from '../../core/schemas/filters.ts';
import { toConfiguration } from './configuration-serializer.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { ConfigurationCreateBody, ConfigurationsQuery, ConfigurationUpdateBody } from './configuration-schemas.ts';
import { CONFIGURATION_MESSAGES } from './configuration-rule.ts';
import { requireNoTwin, ruleFor } from './configuration-rules.ts';
import { requireRequester } from './tags-user-rule.ts';

const texts = (value: Query[string]) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Rows that can never be deleted: the maintenance flag and the allowed domains. */
const PERMANENT_IDS = new Set([1, 3]);

/** Named configurations (docs/api-contract.md K1–K5); writes for the per-team names and `tags_user`, each by its rule. */
const configurationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['configurations'], summary: 'List configurations the caller may read', querystring: ConfigurationsQuery } }, async (request) => {
    const query = request.query as Query;
    const rows = await app.configurations.list(callerOf(request), {
      name: texts(query.name),
      data: texts(query.data),
      user: relationFilter(query, 'user', 'users'),
    });
    return collection('Configuration', '/api/configurations', rows.map(toConfiguration), query);
  });

  app.get('/:id', { schema: { tags: ['configurations'], summary: 'One configuration', params: IdParams } }, async (request) => {
    const [row] = await app.configurations.list(callerOf(request), {}, Number(request.params.id));
    if (!row) throw notFound();
    return asDocument(toConfiguration(row));
  });

  app.post('/', { schema: { tags: ['configurations'], summary: 'Create a configuration', body: ConfigurationCreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const rule = ruleFor(body.name);
    const data = rule.updateOnly ? null : await rule.requireWriter(app, caller, body.data);
    if (data === null) throw forbidden(CONFIGURATION_MESSAGES.NAME_UNKNOWN);
    const userId = rule.perUser ? await requireRequester(app, body.user) : ((await rule.taskRequester?.(app, caller, body.user, data)) ?? null);
    const value = await rule.validateValue(app, body.value, data);
    if (!rule.manyPerTeam) await requireNoTwin(app, body.name, data, userId);
    const row = await app.configurations.create({ name: body.name, data, value, userId }, actorOf(request));
    if (!row) throw conflict(rule.perUser ? CONFIGURATION_MESSAGES.REQUESTER_ALREADY_CONFIGURED : CONFIGURATION_MESSAGES.ALREADY_EXISTS);
    return reply.code(201).header('location', iri('configurations', row.id)).send(asDocument(toConfiguration(row)));
  });

  app.put('/:id', { schema: { tags: ['configurations'], summary: 'Change a configuration’s value', params: IdParams, body: ConfigurationUpdateBody } }, async (request) => {
    const caller = callerOf(request);
    const stored = await app.configurations.row(Number(request.params.id));
    if (!stored) throw notFound();
    const rule = ruleFor(stored.name);
    await rule.requireWriter(app, caller, stored.data);
    const { body } = request;
    if (body.name !== undefined && body.name !== stored.name) throw invalid('name', CONFIGURATION_MESSAGES.FIXED_NAME);
    if (rule.switchedByData) {
      const data = (await rule.requireWriter(app, caller, body.data)) ?? stored.data;
      const switched = await app.configurations.update(stored.id, { data, userId: stored.user_id, value: stored.value }, actorOf(request));
      if (!switched) throw notFound();
      const document = asDocument(toConfiguration(switched));
      // Every open screen follows the switch live (the maintenance page comes and goes without a reload).
      await app.publishUpdate(iri('configurations', switched.id), document, [audience.everyone]);
      return document;
    }
    if (!rule.perUser) {
      if (body.data !== undefined && body.data !== stored.data) throw invalid('name', CONFIGURATION_MESSAGES.FIXED_NAME);
      const value = await rule.validateValue(app, body.value, stored.data);
      const newRequester = rule.taskRequester && body.user !== undefined ? await rule.taskRequester(app, caller, body.user, String(stored.data)) : undefined;
      const updated =
        newRequester === undefined
          ? await app.configurations.updateValue(stored.id, value, actorOf(request))
          : await app.configurations.update(stored.id, { data: stored.data, userId: newRequester, value }, actorOf(request));
      if (!updated) throw notFound();
      return asDocument(toConfiguration(updated));
    }
    // tags_user (docs/api-contract.md K4): team and requester may change too, checked like a new row.
    const data = String(body.data === undefined ? stored.data : await rule.requireWriter(app, caller, body.data));
    const userId = body.user === undefined ? Number(stored.user_id) : await requireRequester(app, body.user);
    const value = await rule.validateValue(app, body.value, data);
    if (data !== stored.data || userId !== stored.user_id) await requireNoTwin(app, stored.name, data, userId);
    const updated = await app.configurations.update(stored.id, { data, userId, value }, actorOf(request));
    if (!updated) throw conflict(CONFIGURATION_MESSAGES.REQUESTER_ALREADY_CONFIGURED);
    return asDocument(toConfiguration(updated));
  });

  app.delete('/:id', { schema: { tags: ['configurations'], summary: 'Delete a configuration', params: IdParams } }, async (request, reply) => {
    const caller = callerOf(request);
    const id = Number(request.params.id);
    if (PERMANENT_IDS.has(id)) throw forbidden();
    const stored = await app.configurations.row(id);
    if (!stored) throw notFound();
    await ruleFor(stored.name).requireWriter(app, caller, stored.data);
    await app.configurations.remove(id, actorOf(request));
    return reply.code(204).send();
  });
};

export default configurationsRoutes;
