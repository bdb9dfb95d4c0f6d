import { foldForSearch } from '@portal/shared-api/user-search';
import { isEmail, USER_ADMINISTRATION_MESSAGES, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import sql from 'sql-template-tag';
import type { Queryable } from '../../../core/db/database.ts';
import { isEmailInDomains } from '../../../core/mail/allowed-domains.ts';
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
} as const;

type Context = { db: Queryable; assignable: ReadonlySet<number> | null; domains: string[] };

/**
 * Classifies every row in a fixed number of queries, whatever the file's
 * length: existing accounts, departments and teams are read once and matched in memory.
 */
export async function classifyImport(lines: readonly ImportLine[], { db, assignable, domains }: Context): Promise<ClassifiedRow[]> {
  const emails = [...new Set(lines.map((line) => line.email.toLowerCase()))];
  const [existing, departments, teams] = await Promise.all([
    db.query<{ email: string }>(sql`SELECT lower(email) AS email FROM users WHERE lower(email) = ANY(${emails})`),
    db.query<{ id: number; name: string }>(sql`SELECT id, name FROM departments WHERE NOT deleted`),
    db.query<{ id: number; name: string; department_id: number }>(sql`SELECT id, name, department_id FROM teams WHERE NOT deleted`),
  ]);
  const taken = new Set(existing.map((row) => row.email));
  const departmentByName = new Map(departments.map((department) => [foldForSearch(department.name.trim()), department.id]));
  const teamIds = new Map(teams.map((team) => [`${team.department_id}:${foldForSearch(team.name.trim())}`, team.id]));
  const seen = new Set<string>();

  return lines.map((line): ClassifiedRow => {
    const row = { line: line.line, email: line.email, name: line.name, department: line.department || null, teams: line.teams };
    const refuse = (reason: string): PreviewRow => ({ ...row, status: 'error', reason });
    const email = line.email.toLowerCase();
    if (!isEmail(line.email)) return refuse(VALIDATION_MESSAGES.EMAIL_INVALID);
    if (seen.has(email)) return refuse(IMPORT_MESSAGES.REPEATED);
    seen.add(email);
    if (taken.has(email)) return { ...row, status: 'existing', reason: USER_ADMINISTRATION_MESSAGES.EMAIL_TAKEN };
    if (!isEmailInDomains(line.email, domains)) return refuse(IMPORT_MESSAGES.DOMAIN);
    if (line.name === '') return refuse(IMPORT_MESSAGES.NAME_MISSING);
    const toCreate = (placement: Placement): ClassifiedRow => ({ ...row, status: 'create', reason: null, placement });
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
