import { useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { AutomationForm } from './AutomationForm';
import { AutomationPickers } from './AutomationPickers';
import { AutomationTable } from './AutomationTable';
import type { TaskAutomationData } from './task-automation.data';

export function TaskAutomation() {
  const title = useRouteTitle();
  const data = useLoaderData() as TaskAutomationData;
  const chosen = data.chosen;
  return (
    <section className="page" aria-labelledby="task-automation-title">
      <header className="page-header">
        <h1 id="task-automation-title">{title}</h1>
      </header>
      <AutomationPickers departments={data.departments} departmentId={data.departmentId} teams={data.teams} teamId={chosen?.team.id ?? null} />
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
