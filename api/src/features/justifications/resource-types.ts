import type { Justification } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/justifications): their contract type and the fields their serializers write. */
export const JUSTIFICATIONS_RESOURCE_TYPES: ResourceTypes = {
  justifications: { type: 'Justification', fields: fieldsOf<Justification>({
    start: 'text',
    end: 'text',
    justifiedSeconds: 'integer',
    user: 'reference',
    reason_id: 'integer',
    explanation: 'text',
    status: 'flag',
    authorized: 'flag',
    managedBy: 'reference',
    file: 'reference',
    firstDay: 'text',
    lastDay: 'text',
    workingDays: 'integer',
    othersOff: 'list',
  }) },
};
