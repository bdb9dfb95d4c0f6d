import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError } from '../../core/errors/api-error.ts';
import { MAX } from '../../core/schemas/common.ts';
import { REJECT_REASON_MAX_LENGTH } from '../calendar/calendar-assignment-schemas.ts';
import { ALREADY_HANDLED, INVALID_LINK, liveDecisionToken, restoreDecisionToken, spendDecisionToken, spendTokensOf } from './decision-tokens.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: MAX.SHORT * 2, pattern: '^[A-Za-z0-9_-]+$' }) });
const DecideBody = Type.Object({ rejectReason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX_LENGTH })) }, { additionalProperties: true });

const invalidLink = () => new ApiError(404, INVALID_LINK);
const alreadyHandled = () => new ApiError(409, ALREADY_HANDLED);

/**
 * The pages behind an approver's e-mail links (`/authorize`, `/rechazar`):
 * no session, the token alone says who acts on what. Reading never decides
 * (mail scanners follow links); only the POST does, once.
 */
const decisionTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The token, its approver still entitled to decide, and the item still pending. */
  async function usable(token: string) {
    const row = await liveDecisionToken(app.db, token);
    if (!row) throw invalidLink();
    const rules = app.decisionKinds.rulesOf(row.kind);
    const item = await rules.load(app, row.item_id);
    // A schedule request is deleted when rejected: gone means decided.
    if (!item) throw alreadyHandled();
    const approver = await app.loadCaller(row.approver_id);
    if (!approver || !(await app.authorization.holds(rules.mayDecide(app, approver, row.item_id, item)))) throw invalidLink();
    if (!item.pending) throw alreadyHandled();
    return { row, rules, item };
  }

  app.get('/:token', { schema: { tags: ['decision_tokens'], summary: 'What an e-mail link decides (nothing is decided)', params: TokenParams } }, async (request) => {
    const { row, rules, item } = await usable(request.params.token);
    return {
      kind: row.kind,
      action: row.action,
      requester: { name: item.requester, email: item.email },
      start: item.start.toISOString(),
      end: item.end?.toISOString() ?? null,
      ...(item.startDay ? { startDay: item.startDay, endDay: item.endDay } : {}),
      detail: item.detail,
      takesRejectReason: rules.takesRejectReason,
      rejectReasonRequired: item.rejectReasonRequired,
    };
  });

  app.post(
    '/:token',
    { schema: { tags: ['decision_tokens'], summary: 'Decide as the token’s approver; the token is spent', params: TokenParams, body: DecideBody } },
    async (request) => {
      const { row, rules, item } = await usable(request.params.token);
      const accept = row.action === 'accept';
      const rejectReason = accept || !rules.takesRejectReason ? null : request.body?.rejectReason?.trim() || null;
      if (!(await spendDecisionToken(app.db, row.id))) throw invalidLink();
      const decided = await rules.decide(app, row.item_id, { accept, rejectReason, item }, { id: row.approver_id, ip: request.ip }).catch(async (error: unknown) => {
        // A refused decision (a reason was missing) leaves the link usable.
        if (error instanceof ApiError && error.statusCode === 422) await restoreDecisionToken(app.db, row.id);
        if (error instanceof ApiError && error.statusCode === 409) throw alreadyHandled();
        throw error;
      });
      await spendTokensOf(app.db, row.kind, row.item_id);
      return decided ?? { kind: row.kind, action: row.action };
    },
  );
};

export default decisionTokenRoutes;
