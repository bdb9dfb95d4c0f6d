import { TEXTS } from '../../texts';
import { type Choice, ChoiceSelect } from '../ChoiceSelect';
import { TEAM_CHOICE_PARAMS, type TeamChoiceParams, useTeamChoice, withOnlyChoices } from './team-choice';

type DepartmentTeamPickerProps = {
  departments: readonly Choice[];
  /** The chosen department's teams. */
  teams: readonly Choice[];
  params?: TeamChoiceParams;
  /** Other query entries that belong to the department (a person of it), dropped when it changes. */
  dependents?: readonly string[];
  /** The team's empty option when no team means all of the department's (then the only team is not taken). */
  anyTeam?: string;
  /** The team select appears once a department is chosen, instead of waiting disabled. */
  teamOnceDepartment?: boolean;
  disabled?: boolean;
  /** The team select's field name, for a route action's form. */
  teamName?: string;
};

/**
 * 'Departamento', then 'Equipo' among that department's teams (spec 02 §2, §6), kept in the URL's query; the only
 * department or team a person has is taken as chosen. Until a department is chosen the team says
 * 'Seleccione departamento primero'.
 */
export function DepartmentTeamPicker({
  departments,
  teams,
  params = TEAM_CHOICE_PARAMS,
  dependents,
  anyTeam,
  teamOnceDepartment = false,
  disabled = false,
  teamName,
}: DepartmentTeamPickerProps) {
  const { choice: asked, choose } = useTeamChoice(params);
  const choice = withOnlyChoices(asked, departments, teams, anyTeam !== undefined);
  const noDepartment = choice.department === null;
  return (
    <>
      <ChoiceSelect
        label="Departamento"
        value={choice.department}
        choices={departments}
        placeholder={TEXTS.SELECT_DEPARTMENT}
        disabled={disabled}
        onChange={(department) => choose({ department, team: null }, dependents)}
      />
      {!(teamOnceDepartment && noDepartment) && (
        <ChoiceSelect
          label="Equipo"
          name={teamName}
          value={choice.team}
          choices={teams}
          placeholder={noDepartment ? TEXTS.SELECT_DEPARTMENT_FIRST : (anyTeam ?? TEXTS.SELECT_TEAM)}
          disabled={disabled || noDepartment}
          onChange={(team) => choose({ ...choice, team }, dependents)}
        />
      )}
    </>
  );
}
