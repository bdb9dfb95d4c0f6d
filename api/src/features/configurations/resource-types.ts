import type { Configuration } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/configurations): their contract type and the fields their serializers write. */
export const CONFIGURATIONS_RESOURCE_TYPES: ResourceTypes = {
  configurations: { type: 'Configuration', fields: fieldsOf<Configuration>({ name: 'text', data: 'text', value: 'json', user: 'reference' }) },
};
