export { TaskTable } from './TaskTable';
export { loadTeamTasks, type TeamTasksData } from './team-tasks';
export { TeamTasksPage } from './TeamTasksPage';
