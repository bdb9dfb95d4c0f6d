import { foldForSearch, type Iri, idFromIri, type Tag, TAG_TYPE, TASK_STATUS, type Task, type UserSummary } from '@portal/shared-api';

/** The status id of a task, whether the status came embedded or as an IRI. */
export const statusIdOf = (task: Task): number => (typeof task.status === 'object' ? task.status.id : (idFromIri(task.status) ?? 0));

/** The board's columns, in working order. */
export const STATUS_COLUMNS = [
  { id: TASK_STATUS.REQUESTED, title: 'Solicitadas', name: 'solicitada' },
  { id: TASK_STATUS.ACTIVE, title: 'Activas', name: 'activa' },
  { id: TASK_STATUS.DONE, title: 'Finalizadas', name: 'finalizada' },
  { id: TASK_STATUS.REJECTED, title: 'Rechazadas', name: 'rechazada' },
] as const;

/** The status a task moves to, embedded as the server would answer it. */
export function statusNamed(id: number) {
  const column = STATUS_COLUMNS.find((candidate) => candidate.id === id);
  return { '@id': `/api/task_statuses/${id}`, id, name: column?.name ?? '' };
}

/** Who asked for the task: the requester's e-mail of an incident. */
export const requesterOf = (task: Task) => task.email ?? '—';

/** Newest first: by creation date, then by id. */
export function newestFirst(tasks: Task[]): Task[] {
  const time = (task: Task) => (task.createdAt ? Date.parse(task.createdAt) : 0);
  return [...tasks].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The tag types of the five tag places, in the spec's order. */
export const TAG_PLACES = [
  { type: TAG_TYPE.PRIORITY, title: 'Prioridad' },
  { type: TAG_TYPE.AUTHORIZATION, title: 'Autorización' },
  { type: TAG_TYPE.IN_PROGRESS, title: 'Haciéndose' },
  { type: TAG_TYPE.DELIVERED, title: 'Entregado' },
  { type: TAG_TYPE.REVIEWED, title: 'Revisado' },
] as const;

/** What a place without a tag shows (spec 02 §9). */
export const NO_TAG = { name: 'Paso', color: '#999999', text_color: '#000000' } as const;

export const tagTypeOf = (tag: Tag): number => idFromIri(tag.type) ?? 0;

/** The task's tag of one type, if any. */
export const tagOfType = (task: Task, type: number): Tag | undefined => task.tags?.find((tag) => tagTypeOf(tag) === type);

/** The ids of the people assigned to a task, whether they came as IRIs or embedded. */
export const assigneeIdsOf = (task: { users?: (Iri | UserSummary)[] }): number[] =>
  (task.users ?? []).map((user) => (typeof user === 'string' ? idFromIri(user) : user.id)).filter((id): id is number => id !== null);

/** How many files a task carries. */
export const attachmentCount = (task: Task): number => (task.files ?? []).filter((file) => !file.deleted).length;

/** Whether a task names the text (in its name, requester or number), accents and case aside. */
export function namesText(task: Task, text: string): boolean {
  const wanted = foldForSearch(text.trim());
  return wanted === '' || [task.name, task.email ?? '', `#${task.id}`].some((field) => foldForSearch(field).includes(wanted));
}
