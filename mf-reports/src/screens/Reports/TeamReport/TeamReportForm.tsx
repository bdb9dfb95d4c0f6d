import { type DepartmentSummary, REPORT_MESSAGES } from '@portal/shared-api';
import { refuseWrite } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { type DateRange, DateRangeFields, EMPTY_RANGE, REPORT_TEAM_PARAMS, rangeProblem, useReportTeam, weekOf } from '../ReportFields';
import type { ReportFormProps } from '../ReportSection';

type TeamReportFormProps = ReportFormProps & {
  departments: readonly DepartmentSummary[];
  /** `team`: the weekly report (a start date picks its Monday-to-Sunday week); `team-nolimit`: every task, time within cut-off dates. */
  report: 'team' | 'team-nolimit';
};

/** The weekly team report and the team report without time limit (spec 02 §2): a team and two required dates. */
export function TeamReportForm({ departments, report, send }: TeamReportFormProps) {
  const { team, fields } = useReportTeam(departments, REPORT_TEAM_PARAMS[report]);
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (team === null) return refuseWrite(REPORT_MESSAGES.TEAM_REQUIRED);
    const problem = rangeProblem(range, true);
    if (problem) return refuseWrite(problem);
    send({ report, teamId: team, range });
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate>
      {fields}
      <DateRangeFields range={range} onChange={setRange} onStartChange={report === 'team' ? weekOf : undefined} />
      <button type="submit" className="btn btn-primary">
        Generar informe
      </button>
    </form>
  );
}
