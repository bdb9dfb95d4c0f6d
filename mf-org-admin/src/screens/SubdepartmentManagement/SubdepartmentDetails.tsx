import { idFromIri, iri, type Subdepartment, subdepartmentsApi } from '@portal/shared-api';
import { DeleteRestoreZone } from '../../components/DeleteRestoreZone';
import { ManagerPanel } from '../../components/ManagerPanel';
import { departmentCandidates } from '../../components/scope';
import type { OrganisationData } from '../../data/organisation.data';
import { Panel } from '../../components/Panel';
import { RenameEditor } from '../../components/RenameEditor';
import { useSave } from '../../components/use-save';
import { useUserSummaries } from '../../components/use-user-summaries';
import { ORG_TEXTS } from '../../components/org-texts';
import { ManagerOptionsPanel } from './ManagerOptionsPanel';
import { SubdepartmentTeamsPanel } from './SubdepartmentTeamsPanel';

type Props = { subdepartment: Subdepartment; data: OrganisationData };

export function SubdepartmentDetails({ subdepartment, data }: Props) {
  const save = useSave();
  const update = (body: Record<string, unknown>, successText?: string) =>
    save(() => subdepartmentsApi.update(subdepartment.id, body), successText);
  const manager = useUserSummaries([subdepartment.user]).get(idFromIri(subdepartment.user) ?? 0) ?? null;
  const departmentTeams = data.teams.filter((team) => team.department === subdepartment.department);

  return (
    <div className="org-sections">
      <p className="org-save-note">{ORG_TEXTS.SAVE_NOTE}</p>
      <Panel title={ORG_TEXTS.NAME}>
        <RenameEditor label={ORG_TEXTS.NAME} value={subdepartment.name} emptyMessage={ORG_TEXTS.TEAM_NAME_EMPTY} onSave={(name) => update({ name })} />
      </Panel>
      <ManagerOptionsPanel subdepartment={subdepartment} />
      <ManagerPanel
        manager={manager}
        confirmMessage={ORG_TEXTS.CONFIRM_SUBDEPARTMENT_MANAGER}
        candidates={departmentCandidates(data.sessionUser, idFromIri(subdepartment.department))}
        onChange={(user) => update({ user: iri('users', user.id) })}
      />
      <SubdepartmentTeamsPanel subdepartment={subdepartment} departmentTeams={departmentTeams} />
      <DeleteRestoreZone
        noun="subdepartamento"
        name={subdepartment.name}
        deleted={subdepartment.deleted}
        deleteLabel={ORG_TEXTS.DELETE_SUBDEPARTMENT}
        restoreLabel={ORG_TEXTS.RESTORE_SUBDEPARTMENT}
        onToggle={(deleted) => update({ deleted }, deleted ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED)}
      />
    </div>
  );
}
