import type { AppEvent } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/app_events): their contract type and the fields their serializers write. */
export const APP_EVENTS_RESOURCE_TYPES: ResourceTypes = {
  app_events: { type: 'AppEvent', fields: fieldsOf<AppEvent>({ name: 'text', user: 'reference', userName: 'text', ip: 'text', createdAt: 'dateTime', data: 'json' }) },
};
