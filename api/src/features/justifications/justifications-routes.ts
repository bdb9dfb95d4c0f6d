import { noticeApprovers } from '../decisions/approver-notices.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invalid, notFound } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { IdParams } from '../../core/schemas/common.ts';
import type { JustificationFilters } from './justifications-repository.ts';
import { booleanFilter, integerFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, iri, listedCollection, pageRequested } from '../../core/json-ld/json-ld.ts';
import { CreateBody, JustificationsQuery } from './justification-schemas.ts';
import { publishJustification } from './justification-changes.ts';

const REASONS = new Set([1, 2, 3]);

/** The list's filters, from its query. */
const justificationFilters = (query: Query): JustificationFilters => ({
  status: booleanFilter(query.status),
  user: relationFilter(query, 'user', 'users'),
  reasonId: integerFilter(query, 'reason_id'),
  decidable: booleanFilter(query.decidable),
});

/** Absence justifications (docs/api-contract.md J1, J2); approve and deny live in `decisions.ts`. */
const justificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['justifications'], summary: 'List justifications in the caller’s scope', querystring: JustificationsQuery } },
    async (request) => {
      const query = request.query as Query;
      const paging = pageRequested(query);
      const listed = await app.justifications.list(callerOf(request), justificationFilters(query), paging);
      return listedCollection('Justification', '/api/justifications', listed, paging, query);
    },
  );

  app.get('/:id', { schema: { tags: ['justifications'], summary: 'One justification', params: IdParams } }, async (request) => {
    const found = await app.justifications.findVisible(callerOf(request), Number(request.params.id));
    if (!found) throw notFound();
    return asDocument(found);
  });

  app.post('/', { schema: { tags: ['justifications'], summary: 'Justify an absence (always the caller’s own)', body: CreateBody } }, async (request, reply) => {
    const caller = callerOf(request);
    const { body } = request;
    const start = new Date(body.start);
    const end = new Date(body.end);
    if (end < start) throw invalid('end', 'La fecha de fin debe ser mayor o igual a la de inicio');
    const periodSeconds = Math.floor((end.getTime() - start.getTime()) / 1000) + 1;
    if (body.justifiedSeconds <= 0 || body.justifiedSeconds > periodSeconds) {
      throw invalid('justifiedSeconds', 'El tiempo justificado debe ser mayor que cero y caber en el periodo');
    }
    if (!REASONS.has(body.reason_id)) throw invalid('reason_id', 'Motivo no válido');
    const created = await app.justifications.create({
      userId: caller.id,
      start,
      end,
      justifiedSeconds: body.justifiedSeconds,
      reasonId: body.reason_id,
      explanation: body.explanation?.trim() ?? '',
    });
    await noticeApprovers(app, 'justification', created.id);
    const document = await publishJustification(app, created);
    return reply.code(201).header('location', iri('justifications', created.id)).send(document);
  });
};

export default justificationsRoutes;
