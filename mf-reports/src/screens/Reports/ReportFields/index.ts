export { type DateRange, DateRangeFields, EMPTY_RANGE } from './DateRangeFields';
export { DepartmentTeamFields, NO_TEAM_CHOICE, type TeamChoice } from './DepartmentTeamFields';
export { rangeOrNull, rangeProblem, weekOf } from './range-check';
