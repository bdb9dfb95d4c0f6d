import type { Notification } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/notifications): their contract type and the fields their serializers write. */
export const NOTIFICATIONS_RESOURCE_TYPES: ResourceTypes = {
  notifications: { type: 'Notification', fields: fieldsOf<Notification>({
    user: 'reference',
    title: 'text',
    message: 'text',
    link: 'text',
    seen: 'flag',
    deleted: 'flag',
    createdAt: 'dateTime',
  }) },
};
