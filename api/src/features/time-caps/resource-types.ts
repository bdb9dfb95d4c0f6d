import type { TimeCap } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/time_caps): their contract type and the fields their serializers write. */
export const TIME_CAPS_RESOURCE_TYPES: ResourceTypes = {
  time_caps: { type: 'TimeCap', fields: fieldsOf<TimeCap>({ user: 'reference', name: 'text', time: 'integer', usedTime: 'integer', workTimeHistories: 'list', createdBy: 'reference' }) },
};
