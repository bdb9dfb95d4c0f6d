import type { Task } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/tasks): their contract type and the fields their serializers write. */
export const TASKS_RESOURCE_TYPES: ResourceTypes = {
  tasks: { type: 'Task', fields: fieldsOf<Task>({
    name: 'text',
    team: 'reference',
    status: 'reference',
    incident: 'flag',
    urgent: 'flag',
    email: 'text',
    deleted: 'flag',
    store: 'flag',
    progress: 'integer',
    timeWorking: 'integer',
    running: 'flag',
    subtasks: 'list',
    history: 'list',
    messages: 'list',
    files: 'list',
    tags: 'list',
    users: 'list',
    createdBy: 'reference',
    createdAt: 'dateTime',
    dueDate: 'dateTime',
    timeCap: 'reference',
    boardRank: 'text',
    requesterName: 'text',
    requestMessage: 'text',
  }) },
};
