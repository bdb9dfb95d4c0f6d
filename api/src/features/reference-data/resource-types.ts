import type { ComunidadAutonoma, Municipio, Provincia, TagType, TaskStatus } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/tag_types, /api/task_statuses, /api/provincias, /api/municipios, /api/comunidad_autonomas): their contract type and the fields their serializers write. */
export const REFERENCE_DATA_RESOURCE_TYPES: ResourceTypes = {
  tag_types: { type: 'TagType', fields: fieldsOf<TagType>({ name: 'text' }) },
  task_statuses: { type: 'TaskStatus', fields: fieldsOf<TaskStatus>({ name: 'text' }) },
  provincias: { type: 'Provincia', fields: fieldsOf<Provincia>({ nombre: 'text', comunidad: 'reference' }) },
  municipios: { type: 'Municipio', fields: fieldsOf<Municipio>({ nombre: 'text', provincia: 'reference' }) },
  comunidad_autonomas: { type: 'ComunidadAutonoma', fields: fieldsOf<ComunidadAutonoma>({ nombre: 'text' }) },
};
