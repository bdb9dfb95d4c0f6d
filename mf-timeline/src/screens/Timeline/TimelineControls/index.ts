export { SHOW_DELETED, TEAM_PLACEHOLDER, TimelineControls } from './TimelineControls';
