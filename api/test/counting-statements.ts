import type { Database } from '../src/core/db/database.ts';

/** `db` as it is, counting the statements sent through it: for tests that hold a code path to a number of round trips. */
export function countingStatements(db: Database): { db: Database; counted: { statements: number } } {
  const counted = { statements: 0 };
  return {
    db: {
      ...db,
      query: (statement, params) => {
        counted.statements += 1;
        return db.query(statement, params);
      },
    },
    counted,
  };
}
