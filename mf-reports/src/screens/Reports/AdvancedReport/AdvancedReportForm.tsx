import { type DepartmentSummary, REPORT_MESSAGES } from '@portal/shared-api';
import { refuseWrite } from '@portal/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { type DateRange, DateRangeFields, EMPTY_RANGE, REPORT_TEAM_PARAMS, rangeOrNull, rangeProblem, useReportTeam } from '../ReportFields';
import type { ReportFormProps } from '../ReportSection';

type AdvancedReportFormProps = ReportFormProps & { departments: readonly DepartmentSummary[]; email: string };

/** Advanced report (spec 02 §2): a team, and optionally the applicant's e-mail, a date range and words of the task name. */
export function AdvancedReportForm({ departments, email, send }: AdvancedReportFormProps) {
  const ids = { applicant: useId(), keywords: useId() };
  const { team, fields } = useReportTeam(departments, REPORT_TEAM_PARAMS.advanced);
  const [applicant, setApplicant] = useState('');
  const [keywords, setKeywords] = useState('');
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (team === null) return refuseWrite(REPORT_MESSAGES.TEAM_REQUIRED);
    const problem = rangeProblem(range, false);
    if (problem) return refuseWrite(problem);
    send({ report: 'advanced', teamId: team, applicant, keywords, range: rangeOrNull(range), email });
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate>
      {fields}
      <div className="field">
        <label htmlFor={ids.applicant}>Correo del solicitante</label>
        <input id={ids.applicant} className="input" type="email" value={applicant} onChange={(event) => setApplicant(event.target.value)} />
      </div>
      <DateRangeFields range={range} onChange={setRange} />
      <div className="field">
        <label htmlFor={ids.keywords}>Palabras clave</label>
        <input id={ids.keywords} className="input" type="text" value={keywords} onChange={(event) => setKeywords(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary">
        Generar informe
      </button>
    </form>
  );
}
