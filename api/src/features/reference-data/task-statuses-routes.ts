import { NoFilters, readOnlyResource } from './read-only-resource.ts';

export default readOnlyResource({
  type: 'TaskStatus',
  path: 'task_statuses',
  query: NoFilters,
  list: (app) => app.referenceData.taskStatuses(),
  find: async (app, id) => (await app.referenceData.taskStatuses(id))[0],
});
