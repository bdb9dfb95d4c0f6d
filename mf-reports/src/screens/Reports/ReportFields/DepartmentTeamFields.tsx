import type { DepartmentSummary } from '@portal/shared-api';
import { ChoiceSelect, TEXTS } from '@portal/shared-ui';
import { useTeamsOf } from './use-teams-of';

export type TeamChoice = { department: number | null; team: number | null };

export const NO_TEAM_CHOICE: TeamChoice = { department: null, team: null };

type DepartmentTeamFieldsProps = {
  departments: readonly DepartmentSummary[];
  choice: TeamChoice;
  onChange: (choice: TeamChoice) => void;
};

/** A department, then one of its teams (spec 02 §2): another department drops the chosen team. */
export function DepartmentTeamFields({ departments, choice, onChange }: DepartmentTeamFieldsProps) {
  const teams = useTeamsOf(choice.department);
  return (
    <div className="report-team">
      <ChoiceSelect
        label="Departamento"
        value={choice.department}
        choices={departments}
        placeholder="Seleccione departamento"
        onChange={(department) => onChange({ department, team: null })}
      />
      <ChoiceSelect
        label="Equipo"
        value={choice.team}
        choices={teams}
        placeholder={choice.department === null ? TEXTS.SELECT_DEPARTMENT_FIRST : 'Seleccione equipo'}
        disabled={choice.department === null}
        onChange={(team) => onChange({ ...choice, team })}
      />
    </div>
  );
}
