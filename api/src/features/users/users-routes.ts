import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { badRequest, forbidden, notFound, ValidationError } from '../../core/errors/api-error.ts';
import { callerOf } from '../../core/authentication/caller.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { collectionQuery, IdParams } from '../../core/schemas/common.ts';
import { booleanFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { asDocument, collection, collectionPage, iri, type JsonObject, pageRequested } from '../../core/json-ld/json-ld.ts';
import { UpdateUserBody } from './user-schemas.ts';
import { editableUserFields } from './user-fields.ts';
import { validateUserUpdate } from './validate-user-update.ts';
import { requestEmailChange, withPendingEmail } from '../email-change/email-changes.ts';
import { ACCOUNT_STATES, type AccountState } from '@portal/shared-api/rules';
import { SCOPED_READ } from '../../core/response-cache/index.ts';

const UsersQuery = collectionQuery({
  id: 'user id or IRI; `id[]=1&id[]=2` for several (a screen looking up the people it shows)',
  deleted: 'true|false|1|0',
  email: 'part of the e-mail',
  name: 'part of the name',
  team: 'team id or IRI',
  department: 'department id or IRI',
  search: 'part of the name or e-mail, accents and case ignored; never finds deleted users; ordered by name',
  summary: 'true|1: slim UserSummary items (id, name, email, image, deleted)',
  timeCapGrantable: 'true|1: only the users the caller may grant time caps to',
  enrollable: 'true|1: only the users the caller may put into a team or in charge of one (no admins unless the caller is one)',
  administrable: 'true|1: only the people the caller administers (admins: everyone; department managers: their departments); a search then finds deleted people too',
  role: 'a role the user holds, e.g. ROLE_ADMIN',
  state: 'Activo|Bloqueado|Eliminado',
});

function stateFilter(value: string | undefined): AccountState | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(ACCOUNT_STATES as readonly string[]).includes(value)) throw badRequest('Estado no válido');
  return value as AccountState;
}

const firstString = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Users (docs/api-contract.md B1–B3); the fields each caller gets follow §4.1. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['users'], summary: 'List users', querystring: UsersQuery }, config: { cachedAnswer: SCOPED_READ } }, async (request) => {
    const query = request.query as Query;
    const paging = pageRequested(query);
    const { members, total } = await app.users.list(
      callerOf(request),
      {
        ids: relationFilter(query, 'id', 'users'),
        deleted: booleanFilter(query.deleted),
        email: firstString(query.email),
        name: firstString(query.name),
        team: relationFilter(query, 'team', 'teams'),
        department: relationFilter(query, 'department', 'departments'),
        search: firstString(query.search)?.trim() || undefined,
        timeCapGrantable: booleanFilter(query.timeCapGrantable) === true,
        enrollable: booleanFilter(query.enrollable) === true,
        administrable: booleanFilter(query.administrable) === true,
        role: firstString(query.role) || undefined,
        state: stateFilter(firstString(query.state)),
      },
      { summary: booleanFilter(query.summary) === true, paging },
    );
    return paging ? collectionPage('User', '/api/users', members, total, paging, query) : collection('User', '/api/users', members, query);
  });

  app.get('/:id', { schema: { tags: ['users'], summary: 'One user', params: IdParams } }, async (request) => {
    const user = await app.users.find(callerOf(request), Number(request.params.id));
    if (!user) throw notFound();
    return asDocument(user);
  });

  app.put(
    '/:id',
    { schema: { tags: ['users'], summary: 'Partial update: one’s own profile, or an admin editing anyone', params: IdParams, body: UpdateUserBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      const allowed = editableUserFields(caller, id);
      if (!allowed) {
        // Reads answer 404 outside scope; a write on a visible colleague is refused outright (docs/api-contract.md §1.7).
        if (!(await app.users.find(caller, id))) throw notFound();
        throw forbidden();
      }
      if (!(await app.users.find(caller, id))) throw notFound();
      const { changes, newEmail, violations } = await validateUserUpdate(request.body, { targetId: id, callerId: caller.id, allowed, lookups: app.userUpdates });
      if (violations.length > 0) throw new ValidationError(violations);
      await app.userUpdates.update(id, changes, actorOf(request));
      if (newEmail !== undefined) await app.db.transaction((tx) => requestEmailChange(tx, app.jobs, actorOf(request), id, newEmail));
      const updated = asDocument((await app.users.find(caller, id)) as JsonObject);
      await app.publishUpdate(iri('users', id), updated, [audience.user(id), audience.admin]);
      return withPendingEmail(app.db, updated, id);
    },
  );
};

export default usersRoutes;
