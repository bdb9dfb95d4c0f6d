import type { DepartmentSummary } from '@portal/shared-api';
import { TEXTS } from '@portal/shared-ui';
import { useId } from 'react';
import { useTeamsOf } from './use-teams-of';

export type TeamChoice = { department: number | null; team: number | null };

export const NO_TEAM_CHOICE: TeamChoice = { department: null, team: null };

type DepartmentTeamFieldsProps = {
  departments: readonly DepartmentSummary[];
  choice: TeamChoice;
  onChange: (choice: TeamChoice) => void;
};

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** A department, then one of its teams (spec 02 §2): another department drops the chosen team. */
export function DepartmentTeamFields({ departments, choice, onChange }: DepartmentTeamFieldsProps) {
  const ids = { department: useId(), team: useId() };
  const teams = useTeamsOf(choice.department);
  return (
    <div className="report-team">
      <div className="field">
        <label htmlFor={ids.department}>Departamento</label>
        <select
          id={ids.department}
          className="input"
          value={choice.department ?? ''}
          onChange={(event) => onChange({ department: idOrNull(event.target.value), team: null })}
        >
          <option value="">Seleccione departamento</option>
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.team}>Equipo</label>
        <select
          id={ids.team}
          className="input"
          value={choice.team ?? ''}
          disabled={choice.department === null}
          onChange={(event) => onChange({ ...choice, team: idOrNull(event.target.value) })}
        >
          <option value="">{choice.department === null ? TEXTS.SELECT_DEPARTMENT_FIRST : 'Seleccione equipo'}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
