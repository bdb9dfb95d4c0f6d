import type { Task } from '@portal/shared-api';

/** A status as shown: the server's name with a capital (e.g. "Solicitada"). */
export function statusLabel(task: Task): string {
  const name = typeof task.status === 'object' ? task.status.name : '';
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '—';
}

/** Who asked for the task: the requester's e-mail of an incident. */
export const requesterOf = (task: Task) => task.email ?? '—';

/** Newest first: by creation date, then by id. */
export function newestFirst(tasks: Task[]): Task[] {
  const time = (task: Task) => (task.createdAt ? Date.parse(task.createdAt) : 0);
  return [...tasks].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
