import { EmptyState, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { OrganisationData } from '../../data/organisation.data';
import { administeredDepartmentIds } from '../../components/scope';
import { ChoiceSelect, ShowDeletedCheckbox, visibleChoices } from '../../components/SelectionBar';
import { useRouteSelection } from '../../components/use-route-selection';
import { ORG_TEXTS } from '../../components/org-texts';
import { DepartmentDetails } from './DepartmentDetails';
import '../../components/org-admin.css';

/** `/gestion_departamentos/:id?` (spec 01 §2.7): admins and department managers. */
export function DepartmentManagement() {
  const data = useLoaderData() as OrganisationData;
  const title = useRouteTitle();
  const [selectedId, select] = useRouteSelection();
  const administered = administeredDepartmentIds(data.sessionUser, data.departments);
  const departments = data.departments.filter((department) => administered.has(department.id));
  const selected = departments.find((department) => department.id === selectedId) ?? null;
  const [showDeleted, setShowDeleted] = useState(selected?.deleted ?? false);

  return (
    <section className="page" aria-labelledby="department-management-title">
      <header className="page-header">
        <h1 id="department-management-title">{title}</h1>
      </header>
      <div className="org-selection">
        <ChoiceSelect label={ORG_TEXTS.DEPARTMENT} choices={visibleChoices(departments, showDeleted, selected?.id ?? null)} value={selected?.id ?? null} onChange={select} />
        <ShowDeletedCheckbox checked={showDeleted} onChange={setShowDeleted} />
      </div>
      {selected ? (
        <DepartmentDetails key={selected.id} department={selected} sessionUser={data.sessionUser} />
      ) : (
        <EmptyState message={ORG_TEXTS.NOTHING_SELECTED_DEPARTMENT} />
      )}
    </section>
  );
}
