import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { daysInRange, MAX_PUBLIC_HOLIDAY_RANGE_DAYS } from '@portal/shared-api/rules';
import { callerOf } from '../../core/authentication/caller.ts';
import { badRequest, notFound } from '../../core/errors/api-error.ts';
import { collection, iri } from '../../core/json-ld/json-ld.ts';
import { IdParams } from '../../core/schemas/common.ts';
import { publicHolidaysOfUsers, toPersonHoliday } from './public-holidays.ts';

const DAY_PATTERN = '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
const Day = (description: string) => Type.String({ maxLength: 10, pattern: DAY_PATTERN, description });

/** Both ends are required: a person's holidays are always read for a bounded range of days. */
export const PersonHolidaysQuery = Type.Object(
  {
    'date[after]': Day('first day, YYYY-MM-DD, included'),
    'date[before]': Day(`last day, YYYY-MM-DD, included; at most ${MAX_PUBLIC_HOLIDAY_RANGE_DAYS} days after the first`),
  },
  { additionalProperties: true },
);

const isCalendarDay = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * A person's public holidays over a range of days: Spain's and their autonomous community's (date-holidays)
 * plus the organisation's own. Read by whoever may see the person, as their calendar and their approvers do.
 */
const personPublicHolidaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/public_holidays',
    {
      schema: {
        tags: ['public_holidays'],
        summary: 'A person’s public holidays between two days: national, of their autonomous community and the organisation’s',
        params: IdParams,
        querystring: PersonHolidaysQuery,
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const first = request.query['date[after]'];
      const last = request.query['date[before]'];
      if (!isCalendarDay(first) || !isCalendarDay(last)) throw badRequest('Fecha no válida', 'date: expected existing days, YYYY-MM-DD');
      if (last < first) throw badRequest('La fecha de fin debe ser mayor o igual a la de inicio', 'date[before] is before date[after]');
      if (daysInRange(first, last) > MAX_PUBLIC_HOLIDAY_RANGE_DAYS) {
        throw badRequest(`El periodo no puede superar ${MAX_PUBLIC_HOLIDAY_RANGE_DAYS} días`, `at most ${MAX_PUBLIC_HOLIDAY_RANGE_DAYS} days`);
      }
      const caller = callerOf(request);
      if (id !== caller.id && !(await app.users.find(caller, id))) throw notFound();
      const holidays = (await publicHolidaysOfUsers(app.db, [id], first, last)).get(id) ?? [];
      return collection('PublicHoliday', `${iri('users', id)}/public_holidays`, holidays.map((holiday) => toPersonHoliday(id, holiday)));
    },
  );
};

export default personPublicHolidaysRoutes;
