import { idFromIri } from '@portal/shared-api';
import { EmptyState, onlyChoice, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { OrganisationData } from '../../data/organisation.data';
import { administeredDepartmentIds, refersTo } from '../../components/scope';
import { ChoiceSelect, ShowDeletedCheckbox, visibleChoices } from '../../components/SelectionBar';
import { useRouteSelection } from '../../components/use-route-selection';
import { ORG_TEXTS } from '../../components/org-texts';
import { SubdepartmentDetails } from './SubdepartmentDetails';
import '../../components/org-admin.css';

/** `/gestion_subdepartamentos/:id?` (spec 01 §2.8): admins and department managers. */
export function SubdepartmentManagement() {
  const data = useLoaderData() as OrganisationData;
  const title = useRouteTitle();
  const [selectedId, select] = useRouteSelection();
  const administered = administeredDepartmentIds(data.sessionUser, data.departments);
  const departments = data.departments.filter((department) => administered.has(department.id));
  const selected = data.subdepartments.find((sub) => sub.id === selectedId && administered.has(idFromIri(sub.department) ?? -1)) ?? null;
  const [chosenDepartmentId, setDepartmentId] = useState<number | null>(onlyChoice(departments));
  // The sub-department in the URL decides the department, also when history moves between them.
  const departmentId = selected ? idFromIri(selected.department) : chosenDepartmentId;
  const [showDeleted, setShowDeleted] = useState(selected?.deleted ?? false);
  const subdepartments = data.subdepartments.filter((sub) => refersTo(sub.department, departmentId));

  const chooseDepartment = (id: number | null) => {
    setDepartmentId(id);
    if (selected) select(null);
  };
  const chooseSubdepartment = (id: number | null) => {
    if (subdepartments.find((sub) => sub.id === id)?.deleted) setShowDeleted(true);
    select(id);
  };

  return (
    <section className="page" aria-labelledby="subdepartment-management-title">
      <header className="page-header">
        <h1 id="subdepartment-management-title">{title}</h1>
      </header>
      <div className="org-selection">
        <ChoiceSelect label={ORG_TEXTS.DEPARTMENT} choices={visibleChoices(departments, showDeleted, departmentId)} value={departmentId} onChange={chooseDepartment} />
        <ChoiceSelect
          label={ORG_TEXTS.SUBDEPARTMENT}
          choices={visibleChoices(subdepartments, showDeleted, selected?.id ?? null)}
          value={selected?.id ?? null}
          onChange={chooseSubdepartment}
          disabled={departmentId === null}
        />
        <ShowDeletedCheckbox checked={showDeleted} onChange={setShowDeleted} />
      </div>
      {selected ? (
        <SubdepartmentDetails key={selected.id} subdepartment={selected} data={data} />
      ) : (
        <EmptyState message={ORG_TEXTS.NOTHING_SELECTED_SUBDEPARTMENT} />
      )}
    </section>
  );
}
