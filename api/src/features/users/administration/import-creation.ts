import { USER_ADMINISTRATION_MESSAGES } from '@portal/shared-api/rules';
import type { Database, Queryable } from '../../../core/db/database.ts';
import { ApiError, ValidationError } from '../../../core/errors/api-error.ts';
import { iri } from '../../../core/json-ld/json-ld.ts';
import { createUser, type Creator } from '../../user-creation/create-user.ts';
import type { ClassifiedRow } from './import-preview.ts';

export type ImportOutcome = { line: number; email: string; status: 'created' | 'existing' | 'error'; reason: string | null; id: number | null };

/** Why the creation of one row was refused, in the words a person reads next to the row. */
function reasonOf(error: unknown): string {
  if (error instanceof ValidationError) return error.violations.map((violation) => violation.message).join('. ');
  if (error instanceof ApiError && error.statusCode === 403) return USER_ADMINISTRATION_MESSAGES.OUTSIDE_DEPARTMENTS;
  throw error;
}

/** Rows per transaction: a long file never holds the database for the whole import, and other requests are answered between batches. */
export const IMPORT_BATCH_ROWS = 100;

/**
 * Creates the rows classified 'create' through the same path as 'Nuevo usuario'
 * (its checks, audit row and invitation), inside `tx`. A refused row writes
 * nothing before it is refused, so the others are still created.
 */
async function createBatch(tx: Queryable, creator: Creator, rows: readonly ClassifiedRow[]): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const row of rows) {
    const outcome = { line: row.line, email: row.email, reason: row.reason, id: null };
    if (row.status !== 'create' || !row.placement) {
      outcomes.push({ ...outcome, status: row.status === 'existing' ? 'existing' : 'error' });
      continue;
    }
    const { departmentId, teamIds } = row.placement;
    const body = {
      email: row.email,
      name: row.name,
      departments: departmentId === null ? [] : [iri('departments', departmentId)],
      teams: teamIds.map((id) => iri('teams', id)),
    };
    try {
      outcomes.push({ ...outcome, status: 'created', id: await createUser(tx, creator, body) });
    } catch (error) {
      outcomes.push({ ...outcome, status: 'error', reason: reasonOf(error) });
    }
  }
  return outcomes;
}

/**
 * Creates the file's rows in transactions of IMPORT_BATCH_ROWS rows each. A batch's
 * people stay created if a later batch fails: every row is checked again on the
 * next import, where they show as existing.
 */
export async function createImportedUsers(db: Database, creator: Creator, rows: readonly ClassifiedRow[]): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    outcomes.push(...(await db.transaction((tx) => createBatch(tx, creator, batch))));
  }
  return outcomes;
}
