import type { DepartmentSummary, TeamSummary } from '@portal/shared-api';
import { ChoiceSelect } from '@portal/shared-ui';
import { useSearchParams } from 'react-router';
import { DEPARTMENT_PARAM, TEAM_PARAM } from './task-automation.data';

type PickersProps = { departments: DepartmentSummary[]; departmentId: number | null; teams: TeamSummary[]; teamId: number | null };

/** The department, then the team; both live in the URL, so the loader reads them. */
export function AutomationPickers({ departments, departmentId, teams, teamId }: PickersProps) {
  const [, setSearch] = useSearchParams();
  const chooseDepartment = (id: number | null) => setSearch(id === null ? {} : { [DEPARTMENT_PARAM]: String(id) });
  const chooseTeam = (id: number | null) => setSearch({ [DEPARTMENT_PARAM]: String(departmentId), ...(id === null ? {} : { [TEAM_PARAM]: String(id) }) });
  return (
    <div className="card system-panel">
      <ChoiceSelect label="Departamento" value={departmentId} choices={departments} placeholder="Seleccione un departamento" onChange={chooseDepartment} />
      {departmentId !== null && <ChoiceSelect label="Equipo" value={teamId} choices={teams} placeholder="Seleccione un equipo" onChange={chooseTeam} />}
    </div>
  );
}
