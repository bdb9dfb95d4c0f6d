import { type Department, idFromIri, iri, membershipsApi, type Team, teamsApi, type UserSummary } from '@portal/shared-api';
import { DeleteRestoreZone } from '../../components/DeleteRestoreZone';
import { FlagCheckboxes, FlagsPanel } from '../../components/FlagsPanel';
import { LogoPanel } from '../../components/LogoPanel';
import { ManagerPanel } from '../../components/ManagerPanel';
import { MembersPanel } from '../../components/MembersPanel';
import type { OrganisationData } from '../../data/organisation.data';
import { Panel } from '../../components/Panel';
import { RenameEditor } from '../../components/RenameEditor';
import { SavingSelect } from './SavingSelect';
import { Section } from '../../components/Section';
import { administeredDepartmentIds, placeableSubdepartments, teamCandidates } from '../../components/scope';
import { useSave } from '../../components/use-save';
import { useUserSummaries } from '../../components/use-user-summaries';
import { ORG_TEXTS } from '../../components/org-texts';
import { MailboxPanel } from './MailboxPanel';
import { RequesterNoticesPanel } from './RequesterNoticesPanel';
import { TEAM_TEXTS } from './team-texts';
import { UnlockTasksPanel } from './UnlockTasksPanel';

type Props = { team: Team; department: Department | null; data: OrganisationData };

/**
 * The team's settings in headed sections, each change saved the moment it is
 * made (as the spec has it for sub-departments), the deletion set apart at the end.
 */
export function TeamDetails({ team, department, data }: Props) {
  const save = useSave();
  const update = (body: Record<string, unknown>) => save(() => teamsApi.update(team.id, body));
  const managerId = idFromIri(team.user) ?? undefined;
  const manager = useUserSummaries([team.user]).get(managerId ?? 0) ?? null;
  const members = team.users.flatMap((row) => (row.user && typeof row.user === 'object' ? [row.user as UserSummary] : []));
  const administersDepartment = department !== null && administeredDepartmentIds(data.sessionUser, data.departments).has(department.id);
  const candidates = teamCandidates(data.sessionUser, data.teams, {
    departmentId: idFromIri(team.department),
    subdepartmentId: idFromIri(team.subdepartment ?? null),
  });
  const subdepartments = placeableSubdepartments(
    data.sessionUser,
    data.departments,
    department?.id ?? null,
    department?.subdepartments ?? [],
    idFromIri(team.subdepartment ?? null),
  );

  return (
    <div className="org-sections">
      <p className="org-save-note">{ORG_TEXTS.SAVE_NOTE}</p>
      <Section title={TEAM_TEXTS.DETAILS}>
        <Panel title={TEAM_TEXTS.NAME}>
          <RenameEditor label={TEAM_TEXTS.NAME} value={team.name} emptyMessage={ORG_TEXTS.TEAM_NAME_EMPTY} onSave={(name) => update({ name })} />
          <SavingSelect
            label={ORG_TEXTS.SUBDEPARTMENT}
            value={team.subdepartment ?? ''}
            onSave={(value) => update({ subdepartment: value === '' ? null : value })}
          >
            {(administersDepartment || !team.subdepartment) && <option value="">{ORG_TEXTS.NONE}</option>}
            {subdepartments.map((sub) => (
              <option key={sub.id} value={sub['@id']}>
                {sub.name}
              </option>
            ))}
          </SavingSelect>
        </Panel>
        <LogoPanel entity="Team" entityId={team.id} logo={team.logo} onUploaded={(logo) => update({ logo })} />
      </Section>
      <Section title={TEAM_TEXTS.PEOPLE}>
        <ManagerPanel
          manager={manager}
          confirmMessage={ORG_TEXTS.CONFIRM_MANAGER}
          candidates={candidates}
          onChange={(user) => update({ user: iri('users', user.id) })}
        />
        <MembersPanel
          title={TEAM_TEXTS.MEMBERS}
          members={members}
          duplicateMessage={ORG_TEXTS.USER_ALREADY_IN_TEAM}
          fixedIds={managerId === undefined ? [] : [managerId]}
          candidates={candidates}
          onAdd={(user) => save(() => membershipsApi.add({ userId: user.id, teamId: team.id }))}
          onRemove={(user) => save(() => membershipsApi.remove({ userId: user.id, teamId: team.id }), ORG_TEXTS.DELETED)}
        />
      </Section>
      <Section title={TEAM_TEXTS.REQUESTS}>
        <Panel title={TEAM_TEXTS.INCIDENTS}>
          <RenameEditor
            label={TEAM_TEXTS.INCIDENT_DESCRIPTION}
            value={team.incidentDescription ?? ''}
            emptyMessage={ORG_TEXTS.TEAM_NAME_EMPTY}
            onSave={(incidentDescription) => update({ incidentDescription })}
            multiline
          />
          <FlagCheckboxes
            options={[{ key: 'incidentVisible', label: TEAM_TEXTS.INCIDENT_VISIBLE }]}
            values={{ incidentVisible: team.incidentVisible }}
            onToggle={(key, value) => update({ [key]: value })}
          />
        </Panel>
        <RequesterNoticesPanel teamId={team.id} />
        <MailboxPanel team={team} />
      </Section>
      <Section title={TEAM_TEXTS.OPTIONS}>
        <FlagsPanel
          title={TEAM_TEXTS.TOOLS}
          options={[
            { key: 'managerOnly', label: TEAM_TEXTS.MANAGER_ONLY },
            { key: 'weekReport', label: TEAM_TEXTS.WEEK_REPORT },
            { key: 'notifyManagerOnTaskCreate', label: TEAM_TEXTS.NOTIFY_MANAGER },
          ]}
          values={{
            managerOnly: team.managerOnly,
            weekReport: team.weekReport,
            notifyManagerOnTaskCreate: team.notifyManagerOnTaskCreate,
          }}
          onToggle={(key, value) => update({ [key]: value })}
        />
        <UnlockTasksPanel teamId={team.id} />
      </Section>
      <DeleteRestoreZone
        noun="equipo"
        name={team.name}
        deleted={team.deleted}
        deleteLabel={ORG_TEXTS.DELETE_TEAM}
        restoreLabel={ORG_TEXTS.RESTORE_TEAM}
        onToggle={(deleted) => (deleted ? save(() => teamsApi.softDelete(team.id), ORG_TEXTS.DELETED) : save(() => teamsApi.restore(team.id)))}
      />
    </div>
  );
}
