import type { Tag } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/tags): their contract type and the fields their serializers write. */
export const TAGS_RESOURCE_TYPES: ResourceTypes = {
  tags: { type: 'Tag', fields: fieldsOf<Tag>({ name: 'text', color: 'text', text_color: 'text', description: 'text', type: 'reference', hidden: 'flag' }) },
};
