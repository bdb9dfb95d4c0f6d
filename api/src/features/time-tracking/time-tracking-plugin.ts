import type { ClockedWork, TimeFigures, TimeTrackingAnswer, WorkDay, WorkTimeHistory, WorkWeek } from '@portal/shared-api/entities';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../core/db/database.ts';
import { iri } from '../../core/json-ld/json-ld.ts';
import { chargeTimeCaps } from '../time-caps/charge-time-caps.ts';
import { toClockedWork, toWorkTimeHistory } from './work-time-history-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import { clockedRow, lastClosedClock, openClocks, toggleClock } from './clocks.ts';
import type { HistoryWithContext } from './history-sql.ts';
import { addManualEntry, findEntry, removeClosedEntry, visibleEntriesOf, workDay, workWeek } from './histories.ts';
import { findWorkTarget, type WorkKind, type WorkTarget } from './work-targets.ts';

export type { WorkKind, WorkTarget } from './work-targets.ts';

/** Thrown by a toggle that found a clock it expected to pause already stopped: it is asked again, with its refusal. */
const START_NOT_ASKED = new Error('a start whose refusal was not asked');

/** Time tracking (docs/api-contract.md M3, M13, N5, P1–P6): every write publishes its history to the team, the owner and admins. */
export function createTimeTracking(app: FastifyInstance) {
  const { db } = app;
  /** A history's audiences: who may see its task's board, its owner, admins (docs/api-contract.md §11.3). */
  const audiencesOf = (history: HistoryWithContext) => [audience.team(history.team_id), audience.user(history.user_id), audience.admin];
  const publishEach = async (tx: Queryable, histories: HistoryWithContext[]) => {
    for (const history of histories) {
      await app.publishUpdateWithin(tx, iri('work_time_histories', history.id), toWorkTimeHistory(history), audiencesOf(history));
    }
  };
  const figures = async (userId: number): Promise<TimeFigures> => {
    const { day_time, week_time } = await app.sessions.timeFigures(userId);
    return { day_time, week_time };
  };
  const clocked = async (userId: number, kind: WorkKind, id: number, history?: WorkTimeHistory[]): Promise<ClockedWork> => {
    const row = await clockedRow(db, userId, kind, id);
    if (!row) throw new Error(`${kind} ${id} vanished`);
    return toClockedWork(kind, row, history);
  };

  return {
    target: (caller: Caller, kind: WorkKind, id: number) => findWorkTarget(db, caller, kind, id),
    figures,
    /** Whether the 77 % rule refuses new clocks to the user (docs/api-contract.md §4.23 `lock_tasks`). */
    locked: async (userId: number) => (await app.sessions.timeFigures(userId)).lock_tasks,
    /**
     * Play/pause (M13, N5). Why a start would be refused is asked only when the clock is not running: a pause, half of
     * all toggles, skips those reads. Should the clock stop meanwhile in another tab, the toggle starts it again only
     * after asking.
     */
    async toggle(caller: Caller, target: WorkTarget, refusalToStart: () => Promise<Error | undefined>): Promise<TimeTrackingAnswer<ClockedWork>> {
      const toggle = (refuseStart: Error | undefined) =>
        toggleClock(
          db,
          caller.id,
          target,
          async (tx, made) => {
            await chargeTimeCaps(tx, made.changed.filter((history) => history.ended_at !== null));
            await publishEach(tx, made.changed);
          },
          refuseStart,
        );
      const change = target.running
        ? await toggle(START_NOT_ASKED).catch(async (failure: unknown) => {
            if (failure !== START_NOT_ASKED) throw failure;
            return toggle(await refusalToStart());
          })
        : await toggle(await refusalToStart());
      return { entity: await clocked(caller.id, target.kind, target.id), info: change.info, ...(await figures(caller.id)) };
    },
    /** The caller's running clocks (M3), each item with its open entry. */
    async active(caller: Caller): Promise<ClockedWork[]> {
      const open = await openClocks(db, caller);
      return Promise.all(
        open.map((history) =>
          history.subtask_id === null
            ? clocked(caller.id, 'task', history.task_id ?? 0, [toWorkTimeHistory(history)])
            : clocked(caller.id, 'subtask', history.subtask_id, [toWorkTimeHistory(history)]),
        ),
      );
    },
    /** What the caller worked on last and could start again, with that closed entry; null when nothing qualifies. */
    async lastWork(caller: Caller): Promise<ClockedWork | null> {
      const last = await lastClosedClock(db, caller);
      if (!last) return null;
      const history = [toWorkTimeHistory(last)];
      return last.subtask_id === null ? clocked(caller.id, 'task', last.task_id ?? 0, history) : clocked(caller.id, 'subtask', last.subtask_id, history);
    },
    /** The entries of a task or subtask the caller sees (P1); undefined when it is not theirs to see. */
    entries: async (caller: Caller, kind: WorkKind, id: number) => (await visibleEntriesOf(db, caller, kind, id))?.map(toWorkTimeHistory),
    /** One entry, when the caller sees it among its task's or subtask's entries (P1). */
    async entry(caller: Caller, id: number): Promise<WorkTimeHistory | undefined> {
      const target = await findEntry(db, id);
      if (!target) return undefined;
      const visible = target.subtask_id === null ? await visibleEntriesOf(db, caller, 'task', target.task_id ?? 0) : await visibleEntriesOf(db, caller, 'subtask', target.subtask_id);
      const row = visible?.find((one) => one.id === id);
      return row && toWorkTimeHistory(row);
    },
    /** A manual entry (P2); undefined when it overlaps another entry of the caller. */
    async addManual(caller: Caller, target: WorkTarget, start: Date, end: Date): Promise<TimeTrackingAnswer<WorkTimeHistory> | undefined> {
      const created = await addManualEntry(db, { userId: caller.id, kind: target.kind, targetId: target.id, start, end }, async (tx, row) => {
        await chargeTimeCaps(tx, [row]);
        await publishEach(tx, [row]);
      });
      return created && { entity: toWorkTimeHistory(created), info: [], ...(await figures(caller.id)) };
    },
    findEntry: (id: number) => findEntry(db, id),
    /** Deletes a closed entry (P3); false when it is running or already gone. */
    removeEntry: (entry: HistoryWithContext) =>
      removeClosedEntry(db, entry, async (tx) => {
        await chargeTimeCaps(tx, [entry]);
        await app.publishUpdateWithin(tx, iri('work_time_histories', entry.id), { '@id': iri('work_time_histories', entry.id) }, audiencesOf(entry));
      }),
    async day(userId: number, date: string): Promise<WorkDay> {
      const { seconds, histories } = await workDay(db, userId, date);
      return { date, user: iri('users', userId), seconds, histories: histories.map(toWorkTimeHistory) };
    },
    async week(userId: number): Promise<WorkWeek> {
      const { weekStart, days } = await workWeek(db, userId);
      return { user: iri('users', userId), week_start: weekStart, seconds: Object.values(days).reduce((sum, one) => sum + one, 0), days };
    },
  };
}

export type TimeTracking = ReturnType<typeof createTimeTracking>;

declare module 'fastify' {
  interface FastifyInstance {
    timeTracking: TimeTracking;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('timeTracking', createTimeTracking(app));
  },
  { name: 'time-tracking-service', dependencies: ['db', 'live-updates', 'sessions-repository'] },
);
