import { useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import { AdvancedReportForm } from './AdvancedReport';
import { REPORT_TEAM_PARAMS } from './ReportFields';
import { ReportSection } from './ReportSection';
import type { ReportsData } from './reports.data';
import { TaskReportForm } from './TaskReport';
import { TeamReportForm } from './TeamReport';
import { UserReportForm } from './UserReport';
import './reports.css';

/** `/informes`: the five report requests of spec 02 §2; every report is mailed to the caller. */
export function Reports() {
  const title = useRouteTitle();
  const { departments, email } = useLoaderData() as ReportsData;
  return (
    <section className="page reports-page">
      <h1>{title}</h1>
      <p className="muted">Los informes se envían por correo, como hoja de cálculo, a {email}.</p>
      <div className="report-sections">
        <ReportSection title="Informe por usuario">{(props) => <UserReportForm {...props} />}</ReportSection>
        <ReportSection title="Informe semanal de equipo" teamParams={REPORT_TEAM_PARAMS.team}>
          {(props) => <TeamReportForm {...props} report="team" departments={departments} />}
        </ReportSection>
        <ReportSection title="Informe de equipo sin límite de tiempo" teamParams={REPORT_TEAM_PARAMS['team-nolimit']}>
          {(props) => <TeamReportForm {...props} report="team-nolimit" departments={departments} />}
        </ReportSection>
        <ReportSection title="Informe por tarea">{(props) => <TaskReportForm {...props} />}</ReportSection>
        <ReportSection title="Informe avanzado" teamParams={REPORT_TEAM_PARAMS.advanced}>
          {(props) => <AdvancedReportForm {...props} departments={departments} email={email} />}
        </ReportSection>
      </div>
    </section>
  );
}
