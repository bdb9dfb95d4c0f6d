import type { Subtask } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/subtasks): their contract type and the fields their serializers write. */
export const SUBTASKS_RESOURCE_TYPES: ResourceTypes = {
  subtasks: { type: 'Subtask', fields: fieldsOf<Subtask>({
    task: 'reference',
    name: 'text',
    deleted: 'flag',
    users: 'list',
    messages: 'list',
    timeWorking: 'integer',
    running: 'flag',
    createdAt: 'dateTime',
  }) },
};
