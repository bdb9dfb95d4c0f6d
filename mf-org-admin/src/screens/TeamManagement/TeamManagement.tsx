import { idFromIri } from '@portal/shared-api';
import { EmptyState, onlyChoice, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { OrganisationData } from '../../data/organisation.data';
import { administeredDepartmentIds, administeredTeams, refersTo } from '../../components/scope';
import { ChoiceSelect, ShowDeletedCheckbox, visibleChoices } from '../../components/SelectionBar';
import { useRouteSelection } from '../../components/use-route-selection';
import { ORG_TEXTS } from '../../components/org-texts';
import { TeamDetails } from './TeamDetails';
import '../../components/org-admin.css';

/** `/gestion_equipos/:id?` (spec 01 §2.6): admins, department and sub-department managers. */
export function TeamManagement() {
  const data = useLoaderData() as OrganisationData;
  const title = useRouteTitle();
  const [selectedId, select] = useRouteSelection();
  const teams = administeredTeams(data.sessionUser, data.departments, data.teams);
  const ownDepartments = administeredDepartmentIds(data.sessionUser, data.departments);
  const departments = data.departments.filter(
    (department) => ownDepartments.has(department.id) || teams.some((team) => refersTo(team.department, department.id)),
  );
  const selected = teams.find((team) => team.id === selectedId) ?? null;
  const [chosenDepartmentId, setDepartmentId] = useState<number | null>(onlyChoice(departments));
  // The team in the URL decides the department, also when history moves between teams.
  const departmentId = selected ? idFromIri(selected.department) : chosenDepartmentId;
  const [showDeleted, setShowDeleted] = useState(selected?.deleted ?? false);
  const departmentTeams = teams.filter((team) => refersTo(team.department, departmentId));
  const department = data.departments.find((one) => one.id === departmentId) ?? null;

  const chooseDepartment = (id: number | null) => {
    setDepartmentId(id);
    if (selected) select(null);
  };

  return (
    <section className="page" aria-labelledby="team-management-title">
      <header className="page-header">
        <h1 id="team-management-title">{title}</h1>
      </header>
      <div className="org-selection">
        <ChoiceSelect label={ORG_TEXTS.DEPARTMENT} choices={visibleChoices(departments, showDeleted, departmentId)} value={departmentId} onChange={chooseDepartment} />
        <ChoiceSelect
          label={ORG_TEXTS.TEAM}
          choices={visibleChoices(departmentTeams, showDeleted, selected?.id ?? null)}
          value={selected?.id ?? null}
          onChange={select}
          disabled={departmentId === null}
        />
        <ShowDeletedCheckbox checked={showDeleted} onChange={setShowDeleted} />
      </div>
      {selected ? (
        <TeamDetails key={selected.id} team={selected} department={department} data={data} />
      ) : (
        <EmptyState message={ORG_TEXTS.NOTHING_SELECTED_TEAM} />
      )}
    </section>
  );
}
