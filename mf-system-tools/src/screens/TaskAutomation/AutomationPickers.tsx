import type { DepartmentSummary, TeamSummary } from '@portal/shared-api';
import { useSearchParams } from 'react-router';
import { DEPARTMENT_PARAM, TEAM_PARAM } from './task-automation.data';

type PickersProps = { departments: DepartmentSummary[]; departmentId: number | null; teams: TeamSummary[]; teamId: number | null };

/** The department, then the team; both live in the URL, so the loader reads them. */
export function AutomationPickers({ departments, departmentId, teams, teamId }: PickersProps) {
  const [, setSearch] = useSearchParams();
  const chooseDepartment = (id: string) => setSearch(id === '' ? {} : { [DEPARTMENT_PARAM]: id });
  const chooseTeam = (id: string) => setSearch({ [DEPARTMENT_PARAM]: String(departmentId), ...(id === '' ? {} : { [TEAM_PARAM]: id }) });
  return (
    <div className="card system-panel">
      <label>
        Departamento{' '}
        <select className="input" value={departmentId ?? ''} onChange={(event) => chooseDepartment(event.target.value)}>
          <option value="">Seleccione un departamento</option>
          {departments.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
      {departmentId !== null && (
        <label>
          Equipo{' '}
          <select className="input" value={teamId ?? ''} onChange={(event) => chooseTeam(event.target.value)}>
            <option value="">Seleccione un equipo</option>
            {teams.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
