import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { HOLIDAY_MESSAGES, MAX_HOLIDAY_ALLOWANCE } from '@portal/shared-api/rules';
import { actorOf, audited } from '../../core/audit/audited-writes.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { administers } from '../users/administration/administration-scope.ts';
import { setHolidayAllowance } from './holiday-balance.ts';

// Any number (or a short wrong value) reaches the handler, which refuses it with the Spanish rule's text.
const AllowanceBody = Type.Object(
  { holidayAllowance: Type.Union([Type.Number(), Type.String({ maxLength: 16 }), Type.Boolean(), Type.Null()]) },
  { additionalProperties: true },
);

/**
 * The working days of holidays a person may take per year: set by admins or
 * by whoever administers the person (`administers`), never by oneself.
 */
const holidayAllowanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/holiday_allowance',
    { schema: { tags: ['users'], summary: 'Set a person’s annual holiday allowance in working days', params: IdParams, body: AllowanceBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      if (!(await app.users.find(caller, id))) throw notFound();
      if (!isAdmin(caller) && (id === caller.id || !(await administers(app.db, caller, id)))) throw forbidden();
      const days = request.body.holidayAllowance;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_HOLIDAY_ALLOWANCE) {
        throw invalid('holidayAllowance', HOLIDAY_MESSAGES.ALLOWANCE_INVALID);
      }
      await app.db.transaction((tx) =>
        audited(tx, actorOf(request), { entity: 'User', table: 'users', id }, () =>
          setHolidayAllowance(tx, id, days),
        ),
      );
      const updated = asDocument((await app.users.find(caller, id)) as JsonObject);
      await app.publishUpdate(iri('users', id), updated, [audience.user(id), audience.admin]);
      return updated;
    },
  );
};

export default holidayAllowanceRoutes;
