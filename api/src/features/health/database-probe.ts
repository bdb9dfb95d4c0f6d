import type { Queryable } from '../../core/db/database.ts';

/** The cheapest statement the database must answer: it fails while the database is away. */
export function pingDatabase(db: Queryable): Promise<unknown> {
  return db.query('SELECT 1');
}
