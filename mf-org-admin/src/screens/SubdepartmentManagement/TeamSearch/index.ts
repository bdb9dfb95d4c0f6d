export { searchTeams, TeamSearch } from './TeamSearch';
