import { collectionQuery } from '../../core/schemas/common.ts';
import { relationFilter } from '../../core/schemas/filters.ts';
import { readOnlyResource } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'Tag',
  path: 'tags',
  query: collectionQuery({ type: 'tag type id or IRI' }),
  list: (app, query) => app.referenceData.tags({ type: relationFilter(query, 'type', 'tag_types') }),
  find: async (app, id) => (await app.referenceData.tags({ id }))[0],
});
