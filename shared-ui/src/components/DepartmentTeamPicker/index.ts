export { DepartmentTeamPicker } from './DepartmentTeamPicker';
export {
  NO_TEAM_CHOICE,
  onlyQueryChanged,
  readTeamChoice,
  searchWithChoice,
  TEAM_CHOICE_PARAMS,
  type TeamChoice,
  type TeamChoiceParams,
  useTeamChoice,
  withOnlyChoices,
} from './team-choice';
