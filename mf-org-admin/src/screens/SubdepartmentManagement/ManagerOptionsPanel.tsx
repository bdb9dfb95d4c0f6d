import { type Subdepartment, type SubdepartmentManagerFlags, subdepartmentsApi } from '@portal/shared-api';
import { type FlagOption, FlagsPanel } from '../../components/FlagsPanel';
import { useSave } from '../../components/use-save';
import { ORG_TEXTS } from '../../components/org-texts';

const OPTIONS: FlagOption<keyof SubdepartmentManagerFlags>[] = [
  { key: 'managerTasks', label: ORG_TEXTS.MANAGER_TASKS },
  { key: 'managerCalendar', label: ORG_TEXTS.MANAGER_CALENDAR },
  { key: 'managerMedical', label: ORG_TEXTS.MANAGER_MEDICAL },
  { key: 'managerReports', label: ORG_TEXTS.MANAGER_REPORTS },
];

/** The four powers of the sub-department's manager; each saves on click (spec 01 §2.8). */
export function ManagerOptionsPanel({ subdepartment }: { subdepartment: Subdepartment }) {
  const save = useSave();
  return (
    <FlagsPanel
      title={ORG_TEXTS.SUBDEPARTMENT_OPTIONS}
      options={OPTIONS}
      values={{
        managerTasks: subdepartment.managerTasks,
        managerCalendar: subdepartment.managerCalendar,
        managerMedical: subdepartment.managerMedical,
        managerReports: subdepartment.managerReports,
      }}
      onToggle={(key, value) => save(() => subdepartmentsApi.update(subdepartment.id, { [key]: value }))}
    />
  );
}
