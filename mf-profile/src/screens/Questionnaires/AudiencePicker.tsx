import type { AudienceDepartment } from './questionnaires.data';
import { toggled } from './quiz-draft';

type AudiencePickerProps = {
  departments: AudienceDepartment[];
  departmentIds: number[];
  teamIds: number[];
  onChange: (audience: { departmentIds: number[]; teamIds: number[] }) => void;
};

/** Whole departments, or some of their teams. */
export function AudiencePicker({ departments, departmentIds, teamIds, onChange }: AudiencePickerProps) {
  return (
    <fieldset className="quiz-audience">
      <legend>Destinatarios</legend>
      {departments.map((department) => (
        <div key={department.id}>
          <label className="quiz-choice">
            <input
              type="checkbox"
              checked={departmentIds.includes(department.id)}
              onChange={() => onChange({ departmentIds: toggled(departmentIds, department.id), teamIds })}
            />{' '}
            Departamento {department.name}
          </label>
          <div className="quiz-audience-teams">
            {department.teams.map((team) => (
              <label key={team.id} className="quiz-choice">
                <input type="checkbox" checked={teamIds.includes(team.id)} onChange={() => onChange({ departmentIds, teamIds: toggled(teamIds, team.id) })} /> Equipo{' '}
                {team.name}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
