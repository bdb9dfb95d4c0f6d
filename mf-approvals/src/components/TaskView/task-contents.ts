import type { AxiosRequestConfig } from 'axios';
import {
  type Iri,
  idFromIri,
  loadUserSummaries,
  type Subtask,
  type Tag,
  type Task,
  type TaskMessage,
  type Team,
  type UserSummary,
} from '@portal/shared-api';

/**
 * What the task view shows: the task with everything on it, the team (its members may be assigned), the tags and the
 * people named; `liveFrom` is the live feed's position before the reads, so updates racing them still reload the view.
 */
export type TaskViewData = { task: Task; team: Team | null; tags: Tag[]; people: UserSummary[]; liveFrom: number };

export const messagesOf = (task: Task): TaskMessage[] => (task.messages ?? []).filter((message): message is TaskMessage => typeof message === 'object');

export const subtasksOf = (task: Task): Subtask[] => (task.subtasks ?? []).filter((subtask): subtask is Subtask => typeof subtask === 'object');

/** Everyone the view names: authors, people in the time history, assignees of subtasks. */
export const namedPeople = (task: Task): Iri[] => [
  ...messagesOf(task).map((message) => message.user),
  ...(task.history ?? []).map((entry) => entry.user),
  ...subtasksOf(task).flatMap((subtask) => subtask.users),
];

/** Summaries of the people `references` name whom `isKnown` lacks; none when they cannot be read (the view then says 'Usuario'). */
export function missingPeople(references: Iri[], isKnown: (id: number) => boolean, config: AxiosRequestConfig = {}): Promise<UserSummary[]> {
  const ids = [...new Set(references.map((reference) => idFromIri(reference)))].filter((id): id is number => id !== null && !isKnown(id));
  return loadUserSummaries(ids, config).catch(() => []);
}
