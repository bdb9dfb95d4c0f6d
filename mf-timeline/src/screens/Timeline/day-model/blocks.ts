import type { TimelineHistory, TimelineUserDay } from '@portal/shared-api';
import { clampToDay, minuteOfDay } from './minutes';

/** A gap shorter than this (in minutes) between two stretches of the same work is ignored: they join. */
export const JOIN_GAP_MINUTES = 0.5;
/** An event shorter than this counts as this long. */
export const MIN_EVENT_MINUTES = 1;

/** One coloured block of a row: a stretch of work on one task or subtask, in minutes of the day. */
export type Block = {
  key: string;
  kind: 'task' | 'subtask';
  taskName: string;
  subtaskName: string | null;
  start: number;
  end: number;
  /** The real times, for the details and the accessible name. */
  startedAt: string;
  endedAt: string;
  open: boolean;
};

type Work = { kind: Block['kind']; id: number; taskName: string; subtaskName: string | null; histories: TimelineHistory[] };

function joinedBlocks(work: Work, day: string): Block[] {
  const events = work.histories
    .map((history) => {
      const start = minuteOfDay(history.startedAt, day);
      const end = Math.max(minuteOfDay(history.endedAt, day), start + MIN_EVENT_MINUTES);
      return { history, start, end };
    })
    .filter((event) => Number.isFinite(event.start) && Number.isFinite(event.end))
    .sort((a, b) => a.start - b.start);
  const blocks: Block[] = [];
  for (const { history, start, end } of events) {
    const last = blocks.at(-1);
    if (last && start - last.end < JOIN_GAP_MINUTES) {
      if (end >= last.end) {
        last.end = end;
        last.endedAt = history.endedAt;
        last.open = history.open;
      }
      continue;
    }
    blocks.push({
      key: `${work.kind}-${work.id}-${history.id}`,
      kind: work.kind,
      taskName: work.taskName,
      subtaskName: work.subtaskName,
      start,
      end,
      startedAt: history.startedAt,
      endedAt: history.endedAt,
      open: history.open,
    });
  }
  return blocks;
}

/**
 * The blocks of one user's day, in time order: each history counts at least
 * one minute, stretches of the same task or subtask less than half a minute
 * apart join, and everything is kept inside the day.
 */
export function blocksOf(user: Pick<TimelineUserDay, 'tasks' | 'subtasks'>, day: string): Block[] {
  const works: Work[] = [
    ...user.tasks.map((task) => ({ kind: 'task' as const, id: task.task_id, taskName: task.task_name, subtaskName: null, histories: task.histories })),
    ...user.subtasks.map((subtask) => ({
      kind: 'subtask' as const,
      id: subtask.subtask_id,
      taskName: subtask.task_name,
      subtaskName: subtask.subtask_name,
      histories: subtask.histories,
    })),
  ];
  const blocks = works.flatMap((work) => joinedBlocks(work, day));
  for (const block of blocks) {
    block.start = clampToDay(block.start);
    block.end = clampToDay(block.end);
  }
  return blocks.filter((block) => block.end > block.start).sort((a, b) => a.start - b.start || a.end - b.end);
}
