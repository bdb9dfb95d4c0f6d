import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

/** The channel of migration 097's triggers. */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/** Bumped by every work notice, whatever its team. */
export const ANY_WORK = 'work:*';

/**
 * The groups of migrations 097, 098 and 175. Work is announced per team
 * (`work:<team id>`), or as `work` when the change may touch every team
 * (tags, statuses, files); `work:*` is no notice but counts both, for answers
 * that read work of any team. A user's notifications are `notifications:<id>`.
 * `accounts` is the part of `users` a caller is made of (e-mail, roles, time
 * zone, token version, deleted, banned) and device sessions ending.
 */
export type DataGroup = 'users' | 'accounts' | 'organisation' | 'work' | `work:${number}` | typeof ANY_WORK | `notifications:${number}`;

const isWork = (payload: string) => payload === 'work' || payload.startsWith('work:');

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
  const bump = (group: string) => counters.set(group, (counters.get(group) ?? 0) + 1);

  return {
    /** A notice of `data_changes`. */
    heard(payload: string): void {
      if (payload === '*') era += 1;
      else bump(payload);
      if (isWork(payload)) bump(ANY_WORK);
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

/**
 * Decorates `app.dataChanges`, listening from start to close. Without
 * `listen` (the response cache is off) it never listens and so never
 * stamps: nothing built on the stamps (kept answers, session rows) is kept.
 */
export const dataChangesPlugin = fp(
  async (app: FastifyInstance, options: { listen: boolean }) => {
    if (!options.listen) {
      app.decorate('dataChanges', createDataChanges());
      return;
    }
    const { changes, stop } = await listenForDataChanges(app.db);
    app.decorate('dataChanges', changes);
    app.addHook('preClose', stop);
  },
  { name: 'data-changes', dependencies: ['db'] },
);
