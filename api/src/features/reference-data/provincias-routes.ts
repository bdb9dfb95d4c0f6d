import { collectionQuery } from '../../core/schemas/common.ts';
import { relationFilter } from '../../core/schemas/filters.ts';
import { readOnlyResource } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'Provincia',
  path: 'provincias',
  query: collectionQuery({ comunidad: 'autonomous community id or IRI' }),
  cacheable: true,
  list: (app, query) => app.referenceData.provincias({ comunidad: relationFilter(query, 'comunidad', 'comunidad_autonomas') }),
  find: async (app, id) => (await app.referenceData.provincias({ id }))[0],
});
