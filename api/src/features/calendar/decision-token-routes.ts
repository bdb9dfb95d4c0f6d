import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import sql from 'sql-template-tag';
import { ApiError } from '../../core/errors/api-error.ts';
import { MAX } from '../../core/schemas/common.ts';
import { REJECT_REASON_MAX_LENGTH } from './calendar-assignment-schemas.ts';
import { ALREADY_HANDLED, type DecisionTokenRow, INVALID_LINK, liveDecisionToken, spendDecisionToken, spendTokensOf } from './decision-tokens.ts';
import { decideHoliday } from './holiday-decision.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: MAX.SHORT * 2, pattern: '^[A-Za-z0-9_-]+$' }) });
const DecideBody = Type.Object({ rejectReason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX_LENGTH })) }, { additionalProperties: true });

const invalidLink = () => new ApiError(404, INVALID_LINK);

/**
 * The pages behind an approver's e-mail links (`/authorize`, `/rechazar`):
 * no session, the token alone says who acts on what. Reading never decides
 * (mail scanners follow links); only the POST does, once.
 */
const decisionTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The token, its approver still entitled to decide, and the request still pending. */
  async function usable(token: string) {
    const row = await liveDecisionToken(app.db, token);
    if (!row) throw invalidLink();
    const request = await requestOf(row);
    const approver = await app.loadCaller(row.approver_id);
    if (!request || !approver || !(await app.authorization.canDecideCalendarRequestOf(approver, request.user_id))) throw invalidLink();
    if (request.managed) throw new ApiError(409, ALREADY_HANDLED);
    return { row, request };
  }
  const requestOf = async (row: DecisionTokenRow) =>
    (
      await app.db.query<{ user_id: number; managed: boolean; start_at: Date; end_at: Date; requester: string; email: string }>(
        sql`SELECT ca.user_id, ca.managed, ca.start_at, ca.end_at, coalesce(u.name, u.email) AS requester, u.email
            FROM calendar_assignments ca JOIN users u ON u.id = ca.user_id WHERE ca.id = ${row.item_id}`,
      )
    )[0];

  app.get('/:token', { schema: { tags: ['decision_tokens'], summary: 'What an e-mail link decides (nothing is decided)', params: TokenParams } }, async (request) => {
    const { row, request: item } = await usable(request.params.token);
    const full = await app.calendarAssignments.findRow(row.item_id);
    return {
      kind: row.kind,
      action: row.action,
      requester: { name: item.requester, email: item.email },
      start: item.start_at.toISOString(),
      end: item.end_at.toISOString(),
      rejectReasonRequired: full?.reject_reason_required ?? false,
    };
  });

  app.post(
    '/:token',
    { schema: { tags: ['decision_tokens'], summary: 'Decide as the token’s approver; the token is spent', params: TokenParams, body: DecideBody } },
    async (request) => {
      const { row } = await usable(request.params.token);
      const full = await app.calendarAssignments.findRow(row.item_id);
      const authorized = row.action === 'accept';
      const rejectReason = authorized ? null : request.body?.rejectReason?.trim() || null;
      const actor = { id: row.approver_id, ip: request.ip };
      if (!(await spendDecisionToken(app.db, row.id))) throw invalidLink();
      const decided = await decideHoliday(app, row.item_id, { authorized, rejectReason }, actor, full?.reject_reason_required ?? false).catch(
        async (error: unknown) => {
          // A refused decision (a reason was missing) leaves the link usable.
          if (error instanceof ApiError && error.statusCode === 422) await app.db.query(sql`UPDATE decision_tokens SET used_at = NULL WHERE id = ${row.id}`);
          if (error instanceof ApiError && error.statusCode === 409) throw new ApiError(409, ALREADY_HANDLED);
          throw error;
        },
      );
      await spendTokensOf(app.db, row.kind, row.item_id);
      return decided;
    },
  );
};

export default decisionTokenRoutes;
