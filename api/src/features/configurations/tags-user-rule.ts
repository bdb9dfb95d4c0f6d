import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { forbidden, invalid } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { TAG_COLUMNS } from '../tasks/default-task-tags.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import { ORGANISATION_MESSAGES } from '../organisation/organisation-messages.ts';
import { CONFIGURATION_MESSAGES, type ConfigurationRule } from './configuration-rule.ts';
import { teamOfData } from './team-configuration-rules.ts';

export const TAGS_USER_MESSAGES = {
  VALUE_SHAPE: 'Debe elegir una etiqueta para cada columna: Prioridad, Autorización, Haciéndose, Entregado y Revisado',
  wrongTag: (column: string) => `La etiqueta elegida para ${column} no existe o no es de ese tipo`,
} as const;

/** Admins for every team; a department manager only for the teams of their departments (docs/api-contract.md K3). */
async function requireTagsWriter(app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string> {
  const team = await teamOfData(app, data);
  if (team.deleted) throw invalid('data', CONFIGURATION_MESSAGES.TEAM_REQUIRED, 'not_blank');
  if (!isAdmin(caller) && !(await app.authorization.managesDept(caller, team.department_id))) throw forbidden();
  return String(team.id);
}

/** Five existing tag ids, as strings, each of the type of its column (Prioridad … Revisado). */
async function tagIdsPerColumn(app: FastifyInstance, value: unknown): Promise<string[]> {
  if (!Array.isArray(value) || value.length !== TAG_COLUMNS.length) throw invalid('value', TAGS_USER_MESSAGES.VALUE_SHAPE);
  const ids = value.map((one) => idFromReference(one, 'tags'));
  const rows = await app.db.query<{ id: number; type_id: number }>(
    sql`SELECT id, type_id FROM tags WHERE id = ANY(${ids.filter((id): id is number => id !== undefined)})`,
  );
  const typeOf = new Map(rows.map((row) => [row.id, row.type_id]));
  TAG_COLUMNS.forEach((column, index) => {
    const id = ids[index];
    if (id === undefined || typeOf.get(id) !== column.typeId) throw invalid(`value[${index}]`, TAGS_USER_MESSAGES.wrongTag(column.name));
  });
  return ids.map(String);
}

/** `tags_user`: the five tags a requester's new tasks in a team start with (docs/api-contract.md §3.2, §9). */
export const TAGS_USER_RULE: ConfigurationRule = { requireWriter: requireTagsWriter, validateValue: tagIdsPerColumn, perUser: true };

/** The requester a `tags_user` row belongs to: an existing, active user (422 otherwise). */
export async function requireRequester(app: FastifyInstance, user: unknown): Promise<number> {
  const reference = typeof user === 'object' && user !== null && '@id' in user ? user['@id'] : user;
  const id = idFromReference(reference, 'users');
  if (id === undefined || !(await app.organisationAdmin.activeUserExists(id))) throw invalid('user', ORGANISATION_MESSAGES.USER_INVALID);
  return id;
}
