import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'sql-template-tag';

/** A statement: raw text with `$n` placeholders, or a `sql` template built with sql-template-tag. */
export type Statement = string | Sql;

/** Whether notices are flowing (see `Database.listen`). */
export type ListenerState = 'lost' | 'listening';

/** What every query runner offers, whether it is the pool or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(statement: Statement, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script without parameters (migrations, seed files). */
  exec(script: string): Promise<void>;
}

/**
 * The one SQL layer of the API. PGlite (embedded) and pg.Pool (DATABASE_URL)
 * both implement it, so repositories never know which one runs.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: runs `work` (PGlite's own tools, e.g. pg_dump) on the instance while every other query waits. */
  readonly pglite?: { runAlone<T>(work: (instance: PGlite) => Promise<T>): Promise<T> };
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`; returns the function that stops listening.
   * `onState` hears `lost` when notices may have been missed (the listening connection broke)
   * and `listening` once they flow again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (state: ListenerState) => void): Promise<() => Promise<void>>;
  /**
   * Resolves once this instance's listeners have received every notice committed before
   * the call (a gap, e.g. a marker that never came back, is told to them as `lost`); never fails.
   */
  caughtUp(): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** Work a repository runs inside its own write transaction on the row it just changed (e.g. a notification). */
export type InTransaction<R> = (tx: Queryable, row: R) => Promise<void>;

export function toQuery(statement: Statement, params: unknown[] = []): { text: string; values: unknown[] } {
  return typeof statement === 'string' ? { text: statement, values: params } : { text: statement.text, values: statement.values };
}
