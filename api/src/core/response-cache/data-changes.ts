import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

/** The channel of migration 097's triggers. */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/** The groups of migration 097; a user's notifications are `notifications:<id>`. */
export type DataGroup = 'users' | 'organisation' | 'work' | `notifications:${number}`;

/**
 * What this instance has heard of committed changes: a counter per group,
 * bumped by every notice of the database's triggers. An answer built after
 * reading `stamp(groups)` is still current while `stamp(groups)` reads the
 * same, whichever instance or job made the change.
 *
 * While notices may be missed (the listening connection is down) nothing is
 * current: `stamp` answers `undefined` and every era before ends.
 */
export function createDataChanges() {
  const counters = new Map<string, number>();
  // Ends at every gap in the notices and at every `*` (a TRUNCATE).
  let era = 0;
  let listening = false;

  return {
    /** A notice of `data_changes`. */
    heard(payload: string): void {
      if (payload === '*') era += 1;
      else counters.set(payload, (counters.get(payload) ?? 0) + 1);
    },
    listening(): void {
      era += 1;
      listening = true;
    },
    lost(): void {
      era += 1;
      listening = false;
    },
    /** The state of `groups` now, comparable with a later stamp; `undefined` while notices may be missed. */
    stamp(groups: readonly DataGroup[]): string | undefined {
      if (!listening) return undefined;
      let stamp = String(era);
      for (const group of groups) stamp += `,${counters.get(group) ?? 0}`;
      return stamp;
    },
  };
}

export type DataChanges = ReturnType<typeof createDataChanges>;

/** Data changes fed by `db`'s notices; the returned function stops listening. */
export async function listenForDataChanges(db: Database): Promise<{ changes: DataChanges; stop: () => Promise<void> }> {
  const changes = createDataChanges();
  const stop = await db.listen(DATA_CHANGES_CHANNEL, changes.heard, (state) => (state === 'lost' ? changes.lost() : changes.listening()));
  changes.listening();
  return { changes, stop };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this instance has heard of committed changes (see `createDataChanges`). */
    dataChanges: DataChanges;
  }
}

/** Decorates `app.dataChanges`, listening from start to close. */
export const dataChangesPlugin = fp(
  async (app: FastifyInstance) => {
    const { changes, stop } = await listenForDataChanges(app.db);
    app.decorate('dataChanges', changes);
    app.addHook('preClose', stop);
  },
  { name: 'data-changes', dependencies: ['db'] },
);
