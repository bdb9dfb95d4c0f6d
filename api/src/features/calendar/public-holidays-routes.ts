import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { conflict, forbidden, invalid, notFound } from '../../core/errors/api-error.ts';
import { asDocument, collection, iri } from '../../core/json-ld/json-ld.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { collectionQuery, IdParams, MAX } from '../../core/schemas/common.ts';
import { integerFilter, type Query } from '../../core/schemas/filters.ts';
import { addPublicHoliday, publicHolidaysOfYear, removePublicHoliday, toPublicHoliday } from './public-holidays.ts';

const PublicHolidaysQuery = collectionQuery({ year: 'only the holidays of this year' });
const CreateBody = Type.Object(
  { date: Type.String({ maxLength: MAX.SHORT, description: 'YYYY-MM-DD' }), name: Type.String({ maxLength: MAX.NAME }) },
  { additionalProperties: true },
);

const isCalendarDay = (value: string) =>
  /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The organisation's public holidays: read by everyone signed in (they change working-day counts), kept by admins. */
const publicHolidaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publish = (id: number, data: unknown) => app.publishUpdate(iri('public_holidays', id), data, [audience.everyone]);

  app.get('/', { schema: { tags: ['public_holidays'], summary: 'Public holidays, by date', querystring: PublicHolidaysQuery } }, async (request) => {
    const query = request.query as Query;
    const rows = await publicHolidaysOfYear(app.db, integerFilter(query, 'year')?.[0]);
    return collection('PublicHoliday', '/api/public_holidays', rows.map(toPublicHoliday), query);
  });

  app.post('/', { schema: { tags: ['public_holidays'], summary: 'Add a public holiday (admins)', body: CreateBody } }, async (request, reply) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const { date } = request.body;
    const name = request.body.name.trim();
    if (!isCalendarDay(date)) throw invalid('date', 'Fecha no válida');
    if (name === '') throw invalid('name', 'El nombre es obligatorio', 'not_blank');
    const created = await addPublicHoliday(app.db, date, name);
    if (!created) throw conflict('Ya existe un festivo en esa fecha');
    const document = asDocument(toPublicHoliday(created));
    await publish(created.id, document);
    return reply.code(201).header('location', iri('public_holidays', created.id)).send(document);
  });

  app.delete('/:id', { schema: { tags: ['public_holidays'], summary: 'Remove a public holiday (admins)', params: IdParams } }, async (request, reply) => {
    if (!isAdmin(callerOf(request))) throw forbidden();
    const id = Number(request.params.id);
    if (!(await removePublicHoliday(app.db, id))) throw notFound();
    await publish(id, { '@id': iri('public_holidays', id), deleted: true });
    return reply.code(204).send();
  });
};

export default publicHolidaysRoutes;
