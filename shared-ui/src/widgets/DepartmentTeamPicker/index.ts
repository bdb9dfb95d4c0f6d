export { DepartmentTeamPicker } from './DepartmentTeamPicker';
export {
  NO_TEAM_CHOICE,
  readTeamChoice,
  searchWithChoice,
  TEAM_CHOICE_PARAMS,
  type TeamChoice,
  type TeamChoiceParams,
  useTeamChoice,
  withOnlyChoices,
} from './team-choice';
