import type { MediaObject } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/media_objects): their contract type and the fields their serializers write. */
export const FILES_RESOURCE_TYPES: ResourceTypes = {
  media_objects: { type: 'MediaObject', fields: fieldsOf<MediaObject>({
    name: 'text',
    contentUrl: 'text',
    mimeType: 'text',
    size: 'integer',
    task: 'reference',
    taskMessage: 'reference',
    subtaskMessage: 'reference',
    entity: 'text',
    entityId: 'integer',
    createdBy: 'reference',
    deleted: 'flag',
    createdAt: 'dateTime',
  }) },
};
