/** Proportions of the scale data: 5,000 users give 10 departments, 40 sub-departments, 500 teams and 100,000 tasks. */
export const TEAM_SIZE = 10;
export const TASKS_PER_TEAM = 200;
export const USERS_PER_DEPARTMENT = 500;
export const SUBDEPARTMENTS_PER_DEPARTMENT = 4;
/** The `app_events` row that marks a database holding scale data (with what was made and whom to log in as). */
export const SCALE_EVENT = 'scale_seed';
