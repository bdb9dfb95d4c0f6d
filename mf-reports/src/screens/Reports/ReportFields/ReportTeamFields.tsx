import type { DepartmentSummary } from '@portal/shared-api';
import { DepartmentTeamPicker, type TeamChoiceParams, useTeamChoice, withOnlyChoices } from '@portal/shared-ui';
import { useTeamsOf } from './use-teams-of';

/** Each report's department and team in the URL's query under its own names, so the three pickers keep apart. */
export const REPORT_TEAM_PARAMS = {
  team: { department: 'semanal-departamento', team: 'semanal-equipo' },
  'team-nolimit': { department: 'sin-limite-departamento', team: 'sin-limite-equipo' },
  advanced: { department: 'avanzado-departamento', team: 'avanzado-equipo' },
} as const satisfies Record<string, TeamChoiceParams>;

/** A report's department, then one of its teams (spec 02 §2), and the team chosen (or `null`). */
export function useReportTeam(departments: readonly DepartmentSummary[], params: TeamChoiceParams) {
  const { choice } = useTeamChoice(params);
  const teams = useTeamsOf(withOnlyChoices(choice, departments, []).department);
  const fields = (
    <div className="report-team">
      <DepartmentTeamPicker departments={departments} teams={teams} params={params} />
    </div>
  );
  return { team: withOnlyChoices(choice, departments, teams).team, fields };
}
