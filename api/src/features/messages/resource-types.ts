import type { SubtaskMessage, TaskMessage } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** What a task's and a subtask's messages share. */
const MESSAGE_FIELDS = { message: 'text', user: 'reference', deleted: 'flag', files: 'list', createdAt: 'dateTime' } as const;

/** The resource types this feature serves (/api/task_messages, /api/subtask_messages): their contract type and the fields their serializers write. */
export const MESSAGES_RESOURCE_TYPES: ResourceTypes = {
  task_messages: { type: 'TaskMessage', fields: fieldsOf<TaskMessage>({ task: 'reference', ...MESSAGE_FIELDS }) },
  subtask_messages: { type: 'SubtaskMessage', fields: fieldsOf<SubtaskMessage>({ subtask: 'reference', ...MESSAGE_FIELDS }) },
};
