import { NoFilters, readOnlyResource } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'TagType',
  path: 'tag_types',
  query: NoFilters,
  list: (app) => app.referenceData.tagTypes(),
  find: async (app, id) => (await app.referenceData.tagTypes(id))[0],
});
