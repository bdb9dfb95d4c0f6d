import type { Task } from '@portal/shared-api';
import { assigneeIdsOf, namesText } from '../../components/task-facts';

export type BoardFilter = { mine: boolean; tagId: number | null; text: string };

export const NO_FILTER: BoardFilter = { mine: false, tagId: null, text: '' };

/** Whether a task passes the board's filters: assigned to me, carrying the tag, and naming the text (name, requester or number). */
export function passesFilter(task: Task, filter: BoardFilter, myId: number | null): boolean {
  if (filter.mine && (myId === null || !assigneeIdsOf(task).includes(myId))) return false;
  if (filter.tagId !== null && !(task.tags ?? []).some((tag) => tag.id === filter.tagId)) return false;
  return namesText(task, filter.text);
}
