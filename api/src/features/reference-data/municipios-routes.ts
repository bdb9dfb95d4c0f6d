import { collectionQuery } from '../../core/schemas/common.ts';
import { relationFilter } from '../../core/schemas/filters.ts';
import { readOnlyResource } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'Municipio',
  path: 'municipios',
  query: collectionQuery({ provincia: 'province id or IRI' }),
  cacheable: true,
  list: (app, query) => app.referenceData.municipios({ provincia: relationFilter(query, 'provincia', 'provincias') }),
  find: async (app, id) => (await app.referenceData.municipios({ id }))[0],
});
