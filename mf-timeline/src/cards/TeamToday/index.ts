export { TeamToday as Component } from './TeamToday';
