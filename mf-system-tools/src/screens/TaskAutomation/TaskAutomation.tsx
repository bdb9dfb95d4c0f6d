import { DepartmentTeamPicker, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { AutomationForm } from './AutomationForm';
import { AutomationTable } from './AutomationTable';
import { AUTOMATION_PARAMS, type TaskAutomationData } from './task-automation.data';

export function TaskAutomation() {
  const title = useRouteTitle();
  const data = useLoaderData() as TaskAutomationData;
  const chosen = data.chosen;
  return (
    <section className="page" aria-labelledby="task-automation-title">
      <header className="page-header">
        <h1 id="task-automation-title">{title}</h1>
      </header>
      <div className="card system-panel">
        <DepartmentTeamPicker departments={data.departments} teams={data.teams} params={AUTOMATION_PARAMS} teamOnceDepartment />
      </div>
      {chosen && (
        <>
          <AutomationTable automations={chosen.automations} teamName={chosen.team.name} />
          {/* A new key per team: the form starts afresh when the team changes. */}
          <AutomationForm key={chosen.team.id} team={chosen.team} tags={chosen.tags} />
        </>
      )}
    </section>
  );
}
