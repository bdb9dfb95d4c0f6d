export { createResource, type QueryParams, type Resource, type ResourceBody, type ResourceId } from './create-resource';
export { departmentsApi } from './departments';
export { subdepartmentsApi } from './subdepartments';
export { teamsApi } from './teams';
export { userSchedulesApi } from './user-schedules';
export { usersApi } from './users';
export { workSchedulesApi } from './work-schedules';
