import { readOnlyResource, NoFilters } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'ComunidadAutonoma',
  path: 'comunidad_autonomas',
  query: NoFilters,
  cacheable: true,
  list: (app) => app.referenceData.comunidades(),
  find: async (app, id) => (await app.referenceData.comunidades(id))[0],
});
