import { type Tag, TAG_TYPE, TASK_STATUS, type Task } from '@portal/shared-api';
import { statusIdOf, TAG_PLACES, tagTypeOf } from '../../components/task-facts';

/**
 * The tags a task starts with when its requester has none configured (docs/api-contract.md M5: tags 1 to 5, one per place:
 * Normal, Pendiente de autorizar, Sin empezar, No entregado, Sin revisar). Left as they are, they say nothing.
 */
const DEFAULT_TAG_IDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

/**
 * The tag places a column already speaks for: a finished or rejected task is no longer being worked on (its
 * 'Haciéndose' tag is stale), and a rejected one was refused its authorisation.
 */
const SAID_BY_COLUMN: Readonly<Record<number, readonly number[]>> = {
  [TASK_STATUS.DONE]: [TAG_TYPE.IN_PROGRESS],
  [TASK_STATUS.REJECTED]: [TAG_TYPE.AUTHORIZATION, TAG_TYPE.IN_PROGRESS],
};

const fold = (text: string) => text.trim().toLocaleLowerCase('es');

/**
 * The tags a card shows, in the places' order: only those that tell something the card does not already say. Not a
 * default tag, not a place the task's column speaks for, and not a priority that repeats the 'Urgente' mark.
 * Every tag stays in the task's panel, where the five places are chosen.
 */
export function tagsWorthShowing(task: Task): Tag[] {
  const said = SAID_BY_COLUMN[statusIdOf(task)] ?? [];
  const order = (tag: Tag) => TAG_PLACES.findIndex((place) => place.type === tagTypeOf(tag));
  return (task.tags ?? [])
    .filter((tag) => !DEFAULT_TAG_IDS.has(tag.id))
    .filter((tag) => !said.includes(tagTypeOf(tag)))
    .filter((tag) => !(task.urgent && tagTypeOf(tag) === TAG_TYPE.PRIORITY && fold(tag.name) === 'urgente'))
    .sort((a, b) => order(a) - order(b));
}
