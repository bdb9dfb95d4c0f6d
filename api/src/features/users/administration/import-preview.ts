import { foldForSearch } from '@portal/shared-api/user-search';
import { isEmail, USER_ADMINISTRATION_MESSAGES, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { Value } from 'typebox/value';
import sql from 'sql-template-tag';
import type { Caller } from '../../../core/authentication/caller.ts';
import type { Queryable } from '../../../core/db/database.ts';
import { isEmailInDomains } from '../../../core/mail/allowed-domains.ts';
import { takenAddresses, USER_CREATION_MESSAGES } from '../../user-creation/create-user.ts';
import { CreateUserBody } from '../../user-creation/user-creation-schemas.ts';
import type { ImportLine } from './import-csv.ts';

export type PreviewStatus = 'create' | 'existing' | 'error';
export type PreviewRow = { line: number; email: string; name: string; department: string | null; teams: string[]; status: PreviewStatus; reason: string | null };
/** Where a row to create places the person: ids of the department and teams its names resolve to (department null: nowhere). */
export type Placement = { departmentId: number | null; teamIds: number[] };
export type ClassifiedRow = PreviewRow & { placement?: Placement };

export const IMPORT_MESSAGES = {
  NAME_MISSING: 'Falta el nombre',
  DEPARTMENT_UNKNOWN: 'El departamento no existe',
  DEPARTMENT_REQUIRED: 'Indique el departamento',
  TEAM_UNKNOWN: 'El equipo no existe en el departamento',
  REPEATED: 'El correo se repite en el archivo',
  DOMAIN: 'El dominio del correo no está permitido',
  CONTROL_CHARACTERS: 'El texto contiene caracteres no válidos',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The columns of the file as a person reads them, by the field of `POST /api/userCreate` each one fills. */
const COLUMN_NAMES: Record<string, string> = { email: 'El correo', name: 'El nombre', departments: 'El departamento', teams: 'El nombre de un equipo' };

/**
 * What makes a row unfit before anything is looked up: a control character (NUL
 * included, which no text column stores), or a value beyond the limits of
 * 'Nuevo usuario', checked with that route's own schema.
 */
function rowProblem(line: ImportLine): string | undefined {
  if ([line.email, line.name, line.department, ...line.teams].some((cell) => CONTROL_CHARACTER.test(cell))) return IMPORT_MESSAGES.CONTROL_CHARACTERS;
  const body = { email: line.email, name: line.name, departments: line.department === '' ? [] : [line.department], teams: line.teams };
  const [error] = Value.Errors(CreateUserBody, body);
  if (!error) return undefined;
  // The row's cells are all texts, so only a length (maxLength) or a count (maxItems) can fail, both with a `limit`.
  const { limit } = error.params as { limit?: number };
  if (error.keyword === 'maxItems') return `No se pueden indicar más de ${limit} equipos`;
  return `${COLUMN_NAMES[error.instancePath.split('/')[1] ?? ''] ?? 'Un valor'} no puede tener más de ${limit} caracteres`;
}

type Context = { db: Queryable; caller: Caller; assignable: ReadonlySet<number> | null; domains: string[] };

/**
 * Classifies every row in a fixed number of queries, whatever the file's
 * length: existing accounts, departments and teams are read once and matched
 * in memory. An address in use is 'existing' only when the caller administers
 * its owner; otherwise the row, if nothing else is wrong with it, gets a
 * neutral error, as 'Nuevo usuario' answers.
 */
export async function classifyImport(lines: readonly ImportLine[], { db, caller, assignable, domains }: Context): Promise<ClassifiedRow[]> {
  const problems = new Map(lines.map((line) => [line, rowProblem(line)]));
  const emails = [...new Set(lines.filter((line) => problems.get(line) === undefined).map((line) => line.email.toLowerCase()))];
  const [taken, departments, teams] = await Promise.all([
    takenAddresses(db, caller, emails),
    db.query<{ id: number; name: string }>(sql`SELECT id, name FROM departments WHERE NOT deleted`),
    db.query<{ id: number; name: string; department_id: number }>(sql`SELECT id, name, department_id FROM teams WHERE NOT deleted`),
  ]);
  const departmentByName = new Map(departments.map((department) => [foldForSearch(department.name.trim()), department.id]));
  const teamIds = new Map(teams.map((team) => [`${team.department_id}:${foldForSearch(team.name.trim())}`, team.id]));
  const seen = new Set<string>();

  return lines.map((line): ClassifiedRow => {
    const row = { line: line.line, email: line.email, name: line.name, department: line.department || null, teams: line.teams };
    const refuse = (reason: string): PreviewRow => ({ ...row, status: 'error', reason });
    const email = line.email.toLowerCase();
    const problem = problems.get(line);
    if (problem !== undefined) return refuse(problem);
    if (!isEmail(line.email)) return refuse(VALIDATION_MESSAGES.EMAIL_INVALID);
    if (seen.has(email)) return refuse(IMPORT_MESSAGES.REPEATED);
    seen.add(email);
    if (taken.get(email) === true) return { ...row, status: 'existing', reason: USER_ADMINISTRATION_MESSAGES.EMAIL_TAKEN };
    if (!isEmailInDomains(line.email, domains)) return refuse(IMPORT_MESSAGES.DOMAIN);
    if (line.name === '') return refuse(IMPORT_MESSAGES.NAME_MISSING);
    const toCreate = (placement: Placement): ClassifiedRow =>
      taken.has(email) ? refuse(USER_CREATION_MESSAGES.CANNOT_CREATE) : { ...row, status: 'create', reason: null, placement };
    if (line.department === '') return assignable === null && line.teams.length === 0 ? toCreate({ departmentId: null, teamIds: [] }) : refuse(IMPORT_MESSAGES.DEPARTMENT_REQUIRED);
    const departmentId = departmentByName.get(foldForSearch(line.department));
    if (departmentId === undefined) return refuse(IMPORT_MESSAGES.DEPARTMENT_UNKNOWN);
    if (assignable !== null && !assignable.has(departmentId)) return refuse(USER_ADMINISTRATION_MESSAGES.OUTSIDE_DEPARTMENTS);
    const teamIdOf = (team: string) => teamIds.get(`${departmentId}:${foldForSearch(team)}`);
    const unknownTeam = line.teams.find((team) => teamIdOf(team) === undefined);
    if (unknownTeam !== undefined) return refuse(`${IMPORT_MESSAGES.TEAM_UNKNOWN}: ${unknownTeam}`);
    return toCreate({ departmentId, teamIds: line.teams.map((team) => teamIdOf(team) as number) });
  });
}
