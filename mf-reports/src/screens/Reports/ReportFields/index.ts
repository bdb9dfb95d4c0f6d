export { type DateRange, DateRangeFields, EMPTY_RANGE } from './DateRangeFields';
export { rangeOrNull, rangeProblem, weekOf } from './range-check';
export { REPORT_TEAM_PARAMS, useReportTeam } from './ReportTeamFields';
