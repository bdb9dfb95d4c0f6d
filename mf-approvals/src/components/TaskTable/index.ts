export { TaskTable } from './TaskTable';
export { loadTeamTasks, type TeamTasksData } from './team-tasks';
